import { describe, expect, it } from 'vitest';
import { framePicture } from './framePicture';

describe('framePicture', () => {
  it('embeds the uploaded picture in the viewer\'s SVG frame, its title escaped', () => {
    const svg = framePicture('房屋分户图 <1号>&"2"', 'image/png', Buffer.from([1, 2, 3]));
    expect(svg).toContain('<title>房屋分户图 &lt;1号&gt;&amp;&quot;2&quot;</title>');
    expect(svg).toContain('href="data:image/png;base64,AQID"');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
});
