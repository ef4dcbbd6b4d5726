/** A greyscale picture: one byte a pixel, 0 black, 255 white. */
export interface GrayImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Pixel rows × columns in a rectangle (clamped to the picture). */
export function crop(image: GrayImage, x: number, y: number, width: number, height: number): GrayImage {
  const left = Math.max(0, Math.floor(x));
  const top = Math.max(0, Math.floor(y));
  const right = Math.min(image.width, Math.ceil(x + width));
  const bottom = Math.min(image.height, Math.ceil(y + height));
  const out = new Uint8Array(Math.max(0, right - left) * Math.max(0, bottom - top));
  for (let row = top; row < bottom; row++) out.set(image.data.subarray(row * image.width + left, row * image.width + right), (row - top) * (right - left));
  return { width: right - left, height: bottom - top, data: out };
}

/** From RGBA (canvas image data), weighting the channels as the eye does and laying alpha over white. */
export function fromRgba(width: number, height: number, rgba: Uint8Array | Uint8ClampedArray): GrayImage {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) {
    const alpha = rgba[i * 4 + 3]! / 255;
    const luma = 0.299 * rgba[i * 4]! + 0.587 * rgba[i * 4 + 1]! + 0.114 * rgba[i * 4 + 2]!;
    data[i] = Math.round(luma * alpha + 255 * (1 - alpha));
  }
  return { width, height, data };
}

/** Parses a binary PGM (P5, 8 bits), what `pdftoppm -gray` writes. */
export function fromPgm(bytes: Buffer): GrayImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not an 8-bit binary PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: new Uint8Array(bytes.subarray(header[0].length, header[0].length + width * height)) };
}
