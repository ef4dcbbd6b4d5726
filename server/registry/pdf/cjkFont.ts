import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PDFHexString, type PDFFont } from 'pdf-lib';
import { loadSubsettableFont, type SubsettableFont } from './subsetFont';

/**
 * The CJK font every generated PDF embeds: Noto Sans SC Regular (SIL OFL) as TrueType, from the npm
 * package @expo-google-fonts/noto-sans-sc, so `npm install` alone brings it. TrueType outlines
 * embed as a CIDFontType2 with an identity glyph map, which poppler, pdf.js and phone viewers all
 * draw; the document carries only the glyphs it uses (HarfBuzz's subset, about 10 KB) rather than
 * the 10 MB font (docs/decisions/0017). The full font is read and parsed once per process.
 */
const require = createRequire(import.meta.url);
let fontBytes: Buffer | undefined;
let parsed: unknown;
let subsettable: SubsettableFont | undefined;

/** The full font file (the glyph test draws its reference lines with it). */
export function cjkFontBytes(): Buffer {
  fontBytes ??= fs.readFileSync(require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'));
  return fontBytes;
}

/** fontkit that parses the full font only once; subsets (small) are parsed as usual. */
const cachingFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    if (data !== cjkFontBytes()) return fontkit.create(data, postscriptName);
    parsed ??= fontkit.create(data, postscriptName);
    return parsed;
  },
} as unknown as typeof fontkit;

/** The little of fontkit's font object the measuring pass uses. */
interface FontkitFont {
  unitsPerEm: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number };
}

/** Draws a document into `doc` with the CJK font. */
export type DrawDocument = (doc: PDFDocument, font: PDFFont) => Promise<void>;

/**
 * Builds a document in two passes: the first lays it out with the full font (never saved) to learn
 * which characters it uses, the second draws it again with a font holding just those. Both fonts
 * have the same metrics, so both passes lay out alike.
 */
export async function buildCjkPdf(draw: DrawDocument): Promise<PDFDocument> {
  const used = new Set<string>();
  const measuring = await PDFDocument.create();
  measuring.registerFontkit(cachingFontkit);
  const full = await measuring.embedFont(cjkFontBytes(), { subset: false });
  // Only the characters matter here: skip shaping text into glyphs (the slow part, and on the full
  // font it first decodes its large layout tables) and measure by advance widths alone. The subset
  // has no layout tables (subsetFont.ts), so the second pass measures the same and breaks alike.
  const parsedFont = cachingFontkit.create(cjkFontBytes()) as unknown as FontkitFont;
  full.encodeText = (text: string) => {
    for (const character of text) used.add(character);
    return PDFHexString.of('');
  };
  full.widthOfTextAtSize = (text: string, size: number) => {
    let units = 0;
    for (const character of text) units += parsedFont.glyphForCodePoint(character.codePointAt(0)!).advanceWidth;
    return (units * size) / parsedFont.unitsPerEm;
  };
  await draw(measuring, full);
  // Let other requests through between the passes: a busy server should not stall for a whole document.
  await new Promise((resolve) => setImmediate(resolve));

  subsettable ??= loadSubsettableFont(cjkFontBytes());
  const doc = await PDFDocument.create();
  doc.registerFontkit(cachingFontkit);
  await draw(doc, await doc.embedFont(subsettable.subset(used), { subset: false }));
  return doc;
}

/** Reads and parses the font ahead of the first document (at start), so the first citizen does not wait for it. */
export function warmCjkFont(): void {
  cachingFontkit.create(cjkFontBytes());
  subsettable ??= loadSubsettableFont(cjkFontBytes());
}
