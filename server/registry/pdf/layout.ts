import { rgb, type PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { breakLines, unbreakablePieces } from './breakLines';

export const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
/** The smallest size (pt) wrap() sets an over-wide value in. */
const SMALLEST_SIZE = 6;

/** A top-down writer on A4 pages: titles, wrapped label/value rows and tables, adding pages as needed. */
export class PageWriter {
  page: PDFPage;
  y: number;

  constructor(
    readonly doc: PDFDocument,
    readonly font: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  get width(): number {
    return A4[0] - MARGIN * 2;
  }

  ensure(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  private readonly widths = new Map<string, number>();

  /** Width of text at size 1, summed from each character's (measured once: laying out a growing line per character is slow). */
  private widthOf(text: string): number {
    let sum = 0;
    for (const char of text) {
      let width = this.widths.get(char);
      if (width === undefined) {
        width = this.font.widthOfTextAtSize(char, 1);
        this.widths.set(char, width);
      }
      sum += width;
    }
    return sum;
  }

  /**
   * Splits text into lines no wider than width, breaking only where a reader would (breakLines).
   * A value wider than a whole line (a long verification address) is not cut: the text is set
   * smaller until it fits, down to a size still read on paper (below it, as with a very long
   * uploaded file name, the value is cut after all), and `size` says at what size.
   */
  wrap(text: string, size: number, width: number): { lines: string[]; size: number } {
    const widest = Math.max(0, ...unbreakablePieces(text).map((piece) => this.widthOf(piece)));
    const fitted = widest * size > width ? Math.max(Math.min(size, SMALLEST_SIZE), width / widest) : size;
    return { lines: breakLines(text, width, (piece) => this.widthOf(piece) * fitted), size: fitted };
  }

  /** The height text() takes for this paragraph. */
  textHeight(text: string, size = 10): number {
    return this.wrap(text, size, this.width).lines.length * (size + 5);
  }

  title(text: string, size = 18): void {
    this.ensure(size + 16);
    const w = this.font.widthOfTextAtSize(text, size);
    this.page.drawText(text, { x: (A4[0] - w) / 2, y: this.y - size, size, font: this.font });
    this.y -= size + 16;
  }

  text(text: string, size = 10, color = rgb(0.2, 0.2, 0.2)): void {
    const wrapped = this.wrap(text, size, this.width);
    for (const line of wrapped.lines) {
      this.ensure(size + 5);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size: wrapped.size, font: this.font, color });
      this.y -= size + 5;
    }
  }

  /**
   * A document's closing paragraphs (its note, verification address, the registry's name), kept
   * on one page together: they move to the next page as one rather than leave the registry's name
   * alone there.
   */
  closing(paragraphs: { text: string; size: number; color: RGB; gapBefore?: number }[]): void {
    this.ensure(paragraphs.reduce((sum, p) => sum + (p.gapBefore ?? 0) + this.textHeight(p.text, p.size), 0));
    for (const p of paragraphs) {
      this.gap(p.gapBefore ?? 0);
      this.text(p.text, p.size, p.color);
    }
  }

  section(text: string): void {
    this.ensure(30);
    this.y -= 6;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 18, width: this.width, height: 18, color: rgb(0.9, 0.93, 0.97) });
    this.page.drawText(text, { x: MARGIN + 6, y: this.y - 13, size: 11, font: this.font, color: rgb(0.1, 0.2, 0.4) });
    this.y -= 22;
  }

  /** Label/value rows in a bordered two-column table. */
  rows(rows: [string, string][], labelWidth = 110, size = 10): void {
    for (const [label, value] of rows) {
      const { lines, size: valueSize } = this.wrap(value || '—', size, this.width - labelWidth - 12);
      const height = lines.length * (size + 4) + 8;
      this.ensure(height);
      const top = this.y;
      this.page.drawRectangle({ x: MARGIN, y: top - height, width: labelWidth, height, color: rgb(0.96, 0.96, 0.96), borderColor: rgb(0.7, 0.7, 0.7), borderWidth: 0.5 });
      this.page.drawRectangle({ x: MARGIN + labelWidth, y: top - height, width: this.width - labelWidth, height, borderColor: rgb(0.7, 0.7, 0.7), borderWidth: 0.5 });
      this.page.drawText(label, { x: MARGIN + 6, y: top - size - 5, size, font: this.font });
      lines.forEach((line, i) => this.page.drawText(line, { x: MARGIN + labelWidth + 6, y: top - size - 5 - i * (size + 4), size: valueSize, font: this.font }));
      this.y -= height;
    }
  }

  /** A table with a header row; column widths are fractions of the page width. */
  table(header: string[], body: string[][], fractions: number[], size = 8.5): void {
    const widths = fractions.map((f) => f * this.width);
    const draw = (cells: string[], shade: boolean) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell || '—', size, widths[i]! - 6));
      const height = Math.max(...wrapped.map((cell) => cell.lines.length)) * (size + 3) + 8;
      this.ensure(height);
      let x = MARGIN;
      wrapped.forEach((cell, i) => {
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: widths[i]!,
          height,
          borderColor: rgb(0.7, 0.7, 0.7),
          borderWidth: 0.5,
          ...(shade ? { color: rgb(0.96, 0.96, 0.96) } : {}),
        });
        cell.lines.forEach((line, j) => this.page.drawText(line, { x: x + 3, y: this.y - size - 4 - j * (size + 3), size: cell.size, font: this.font }));
        x += widths[i]!;
      });
      this.y -= height;
    };
    draw(header, true);
    if (body.length === 0) draw(header.map((_, i) => (i === 0 ? '无' : '')), false);
    for (const row of body) draw(row, false);
  }

  gap(height = 10): void {
    this.y -= height;
  }
}
