import type { GrayImage } from './grayImage';

const INK = 160;
const GRID_HEIGHT = 24;

/** The smallest rectangle holding every dark pixel, or undefined for a blank picture. */
function inkBox(image: GrayImage): { left: number; top: number; right: number; bottom: number } | undefined {
  let left = image.width;
  let top = image.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < image.height; y++)
    for (let x = 0; x < image.width; x++)
      if (image.data[y * image.width + x]! < INK) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return right < 0 ? undefined : { left, top, right: right + 1, bottom: bottom + 1 };
}

/** The inked part of a picture averaged down to a grid `columns` wide and GRID_HEIGHT high (ink = 1). */
function inkGrid(image: GrayImage, box: NonNullable<ReturnType<typeof inkBox>>, columns: number): Float64Array {
  const grid = new Float64Array(columns * GRID_HEIGHT);
  const counts = new Float64Array(columns * GRID_HEIGHT);
  const w = box.right - box.left;
  const h = box.bottom - box.top;
  for (let y = box.top; y < box.bottom; y++)
    for (let x = box.left; x < box.right; x++) {
      const cell = Math.min(GRID_HEIGHT - 1, Math.floor(((y - box.top) / h) * GRID_HEIGHT)) * columns + Math.min(columns - 1, Math.floor(((x - box.left) / w) * columns));
      grid[cell]! += 1 - image.data[y * image.width + x]! / 255;
      counts[cell]! += 1;
    }
  return grid.map((ink, i) => ink / (counts[i] || 1));
}

function correlation(a: Float64Array, b: Float64Array): number {
  const mean = (v: Float64Array) => v.reduce((s, x) => s + x, 0) / v.length;
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += (a[i]! - ma) * (b[i]! - mb);
    aa += (a[i]! - ma) ** 2;
    bb += (b[i]! - mb) ** 2;
  }
  return aa && bb ? ab / Math.sqrt(aa * bb) : 0;
}

/**
 * How alike two drawings of one line of text are, from 0 to 1: both are cut to their ink, scaled
 * to one grid and correlated, and the result is lowered by how much their shapes (width to height)
 * differ. Boxes in place of glyphs, missing glyphs or other glyphs change both, so a line drawn
 * right scores near 1 and a broken one far below (the test's control shows how far).
 */
export function inkSimilarity(drawn: GrayImage, reference: GrayImage): number {
  const a = inkBox(drawn);
  const b = inkBox(reference);
  if (!a || !b) return 0;
  const aspectA = (a.right - a.left) / (a.bottom - a.top);
  const aspectB = (b.right - b.left) / (b.bottom - b.top);
  const columns = Math.max(8, Math.round(GRID_HEIGHT * aspectB));
  const shape = Math.min(aspectA, aspectB) / Math.max(aspectA, aspectB);
  return Math.max(0, correlation(inkGrid(drawn, a, columns), inkGrid(reference, b, columns))) * shape;
}
