import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The CJK font every generated PDF embeds: Noto Sans SC (GB2312 subset, SIL OFL) from the npm
 * package @embedpdf/fonts-sc, so `npm install` alone brings it. pdf-lib embeds only the glyphs a
 * document uses (subset: true). The font is parsed once per process and the parsed font reused
 * by every document (parsing the 8 MB file takes longer than building a report).
 */
const require = createRequire(import.meta.url);
let fontBytes: Buffer | undefined;
let parsed: unknown;

function bytes(): Buffer {
  if (!fontBytes) {
    const entry = require.resolve('@embedpdf/fonts-sc');
    fontBytes = fs.readFileSync(path.join(path.dirname(entry), '..', 'fonts', 'NotoSansHans-Regular.otf'));
  }
  return fontBytes;
}

const cachingFontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    parsed ??= fontkit.create(data, postscriptName);
    return parsed;
  },
} as unknown as typeof fontkit;

export async function embedCjkFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(cachingFontkit);
  return doc.embedFont(bytes(), { subset: true });
}

/** Parses the font ahead of the first report (at start), so the first citizen does not wait for it. */
export function warmCjkFont(): void {
  cachingFontkit.create(bytes());
}
