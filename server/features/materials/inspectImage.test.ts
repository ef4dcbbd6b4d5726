import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage } from './inspectImage';

const picture = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();

describe('inspectImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('accepts a %s photo and makes a 78x78 JPEG thumbnail', async (format) => {
    const inspected = await inspectImage(await picture(format));
    expect(inspected?.mime).toBe(`image/${format}`);
    const meta = await sharp(inspected!.thumbnail).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 78, height: 78 });
  });

  it('refuses a GIF, a PDF and text, whatever they are called', async () => {
    expect(await inspectImage(await picture('gif'))).toBeUndefined();
    expect(await inspectImage(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'))).toBeUndefined();
    expect(await inspectImage(Buffer.from('just text, named photo.jpg'))).toBeUndefined();
  });

  it('refuses a JPEG cut short and a PNG whose header is followed by rubbish', async () => {
    const jpeg = await picture('jpeg', 1200, 900);
    expect(await inspectImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBeUndefined();
    const png = await picture('png');
    expect(await inspectImage(Buffer.concat([png.subarray(0, 40), Buffer.alloc(2000, 7)]))).toBeUndefined();
  });
});
