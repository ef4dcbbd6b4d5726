import type { Page } from 'playwright-core';
import { fromRgba, type GrayImage } from './grayImage';

/**
 * The same line drawn by Chromium's own text engine, with the same font file at the same pixel
 * size: what the line should look like.
 */
export async function drawWithChromium(page: Page, font: Uint8Array, text: string, pixels: number): Promise<GrayImage> {
  const drawn = await page.evaluate(
    async ({ fontBase64, text, pixels }) => {
      const bytes = Uint8Array.from(atob(fontBase64), (c) => c.charCodeAt(0));
      const face = new FontFace('Reference', bytes);
      await face.load();
      document.fonts.add(face);
      const canvas = document.createElement('canvas');
      const context = canvas.getContext('2d')!;
      context.font = `${pixels}px Reference`;
      canvas.width = Math.ceil(context.measureText(text).width + pixels);
      canvas.height = Math.ceil(pixels * 2);
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#000';
      context.font = `${pixels}px Reference`;
      context.fillText(text, pixels / 2, pixels * 1.4);
      return { width: canvas.width, height: canvas.height, rgba: Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data) };
    },
    { fontBase64: Buffer.from(font).toString('base64'), text, pixels },
  );
  return fromRgba(drawn.width, drawn.height, Uint8Array.from(drawn.rgba));
}
