import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * HarfBuzz's subsetter (hb-subset, the WebAssembly build shipped by the npm package harfbuzzjs):
 * keeps only the glyphs of the given characters and writes a valid font file. fontkit's own
 * subsetter (what pdf-lib's `subset: true` uses) writes CJK fonts that poppler rejects and pdf.js
 * draws with wrong or missing glyphs, so documents embed HarfBuzz's output instead.
 */
const require = createRequire(import.meta.url);

interface HarfBuzz {
  memory: WebAssembly.Memory;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, codepoint: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;

/**
 * The layout tables a subset leaves out. pdf-lib shapes text with them and may then pick glyphs no
 * character maps to (the "ff" ligature, the digits Noto swaps in beside Latin letters); it gives
 * the PDF widths and text (ToUnicode) only for glyphs of the character map, so those drew
 * letter-spaced and copied as nothing. Without them every character is drawn by its own glyph,
 * which is all Chinese set horizontally needs, and HarfBuzz keeps no glyphs only they reach.
 */
const DROPPED_LAYOUT_TABLES = ['GSUB', 'GPOS', 'GDEF'];

/** A table tag as HarfBuzz's 32-bit number (HB_TAG). */
function tag(name: string): number {
  return ((name.charCodeAt(0) << 24) | (name.charCodeAt(1) << 16) | (name.charCodeAt(2) << 8) | name.charCodeAt(3)) >>> 0;
}
let harfBuzz: HarfBuzz | undefined;

function loadHarfBuzz(): HarfBuzz {
  if (!harfBuzz) {
    const wasm = fs.readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'));
    harfBuzz = new WebAssembly.Instance(new WebAssembly.Module(wasm)).exports as unknown as HarfBuzz;
  }
  return harfBuzz;
}

/** A font loaded into HarfBuzz once, from which any number of subsets are cut. */
export interface SubsettableFont {
  subset(characters: Iterable<string>): Uint8Array;
}

export function loadSubsettableFont(bytes: Uint8Array): SubsettableFont {
  const hb = loadHarfBuzz();
  const pointer = hb.malloc(bytes.length);
  new Uint8Array(hb.memory.buffer).set(bytes, pointer);
  const blob = hb.hb_blob_create(pointer, bytes.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  return {
    subset(characters) {
      const input = hb.hb_subset_input_create_or_fail();
      const unicodes = hb.hb_subset_input_unicode_set(input);
      for (const character of characters) hb.hb_set_add(unicodes, character.codePointAt(0)!);
      const dropped = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
      for (const table of DROPPED_LAYOUT_TABLES) hb.hb_set_add(dropped, tag(table));
      const result = hb.hb_subset_or_fail(face, input);
      hb.hb_subset_input_destroy(input);
      if (!result) throw new Error('HarfBuzz could not subset the font');
      const out = hb.hb_face_reference_blob(result);
      const data = hb.hb_blob_get_data(out, 0);
      // Copied out of the WebAssembly memory, which the next call may grow and move.
      const copy = new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(out)).slice();
      hb.hb_blob_destroy(out);
      hb.hb_face_destroy(result);
      return copy;
    },
  };
}
