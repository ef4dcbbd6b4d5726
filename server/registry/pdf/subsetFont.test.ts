import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { cjkFontBytes } from './cjkFont';
import { loadSubsettableFont } from './subsetFont';

describe('loadSubsettableFont', () => {
  it('cuts a subset whose every glyph is a character’s own, so a PDF gives each one its width and text', () => {
    const text = '报告编号R20260814ff3a9b单元号130402005012GB00088F00120601';
    const subset = fontkit.create(Buffer.from(loadSubsettableFont(cjkFontBytes()).subset(new Set(text))));
    const glyphs = subset.layout(text).glyphs;
    // No ligature ("ff" as one glyph) and no digit swapped for another glyph beside Latin letters.
    expect(glyphs.map((glyph) => String.fromCodePoint(...glyph.codePoints))).toEqual([...text]);
    expect(glyphs.map((glyph) => glyph.id)).toEqual([...text].map((character) => subset.glyphForCodePoint(character.codePointAt(0)!).id));
    // .notdef and one glyph a character: nothing only shaping reaches.
    expect(subset.numGlyphs).toBe(new Set(text).size + 1);
  });
});
