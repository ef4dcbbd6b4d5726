import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { fromPgm, fromRgba, type GrayImage } from './grayImage';

/** Where a line of text sits on page 1, in PDF units (origin bottom left), and its font size. */
export interface LineBox {
  x: number;
  baseline: number;
  width: number;
  size: number;
}

/** The page size and where each given text item sits on page 1, as pdf.js reads them. */
export async function findLines(pdf: Uint8Array, texts: string[]): Promise<{ pageHeight: number; lines: Map<string, LineBox> }> {
  const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const lines = new Map<string, LineBox>();
  for (const item of content.items)
    if ('str' in item && texts.includes(item.str) && !lines.has(item.str))
      lines.set(item.str, { x: item.transform[4], baseline: item.transform[5], width: item.width, size: Math.abs(item.transform[3]) });
  const pageHeight = page.getViewport({ scale: 1 }).height;
  await doc.destroy();
  return { pageHeight, lines };
}

/** Page 1 drawn by pdf.js (what the app's viewer and many phone viewers use), `scale` pixels a point. */
export async function renderWithPdfjs(pdf: Uint8Array, scale: number): Promise<GrayImage> {
  const doc = await getDocument({ data: pdf.slice(), isEvalSupported: false, verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
  const image = fromRgba(canvas.width, canvas.height, context.getImageData(0, 0, canvas.width, canvas.height).data);
  await doc.destroy();
  return image;
}

/** Runs a poppler tool on the PDF in a folder of its own; `run` gets the folder (the PDF is in.pdf). */
function withPdfFile<T>(pdf: Uint8Array, run: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'glyphs-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    return run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Page 1 drawn by poppler (`pdftoppm`, as desktop Linux viewers do), with what it complained about. */
export function renderWithPoppler(pdf: Uint8Array, scale: number): { image: GrayImage; warnings: string } {
  return withPdfFile(pdf, (dir) => {
    const result = spawnSync('pdftoppm', ['-r', String(scale * 72), '-gray', '-f', '1', '-l', '1', '-singlefile', 'in.pdf', 'out'], { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdftoppm failed: ${result.stderr || result.error?.message}`);
    return { image: fromPgm(fs.readFileSync(path.join(dir, 'out.pgm'))), warnings: result.stderr };
  });
}

/** The text of each page as poppler's `pdftotext` copies it out (what a reader's copy and paste gets), in lines. */
export function extractPages(pdf: Uint8Array): string[][] {
  return withPdfFile(pdf, (dir) => {
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', 'in.pdf', '-'], { cwd: dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr || result.error?.message}`);
    // pdftotext ends every page with a form feed.
    return result.stdout
      .split('\f')
      .slice(0, -1)
      .map((page) => page.split('\n').filter((line) => line.trim() !== ''));
  });
}
