import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inlineEntryCss';

type Handler = (html: string, context: { bundle?: Record<string, unknown> }) => string;
const handler = (inlineEntryCss().transformIndexHtml as { handler: Handler }).handler;
const css = (source: string) => ({ type: 'asset', fileName: 'assets/app-1.css', source });

describe('inlineEntryCss', () => {
  it("writes the entry's stylesheet into the page and drops the file", () => {
    const bundle: Record<string, unknown> = { 'assets/app-1.css': css('.shell{display:flex}') };
    const html = handler('<head><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>', { bundle });
    expect(html).toBe('<head><style>.shell{display:flex}</style></head>');
    expect(bundle).toEqual({});
  });
  it('leaves a link to anything the build did not make alone', () => {
    const html = '<link rel="stylesheet" href="/vendor/other.css">';
    expect(handler(html, { bundle: {} })).toBe(html);
  });
  it('refuses CSS that would end the style element early', () => {
    const bundle = { 'assets/app-1.css': css('a{content:"</style><script>"}') };
    expect(() => handler('<link rel="stylesheet" href="/assets/app-1.css">', { bundle })).toThrow(/<\/style>/);
  });
});
