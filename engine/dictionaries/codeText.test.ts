import { describe, expect, it } from 'vitest';
import { codeText } from './codeText';

const CZFS = [
  { code: '01', text: '共同持证', textEn: 'Joint holding' },
  { code: '02', text: '分别持证', textEn: 'Separate holding' },
];

describe('codeText', () => {
  it("reads a code's text from the dictionary, in either language, a number as its code", () => {
    expect(codeText(CZFS, '01', false)).toBe('共同持证');
    expect(codeText(CZFS, '02', true)).toBe('Separate holding');
    expect(codeText([{ code: '1', text: '一般抵押' }], 1, true)).toBe('一般抵押');
  });

  it('reads a code the dictionary lacks, or none, as the item otherwise names, else undefined', () => {
    expect(codeText(CZFS, '03', false, '02')).toBe('分别持证');
    expect(codeText(CZFS, undefined, true, '02')).toBe('Separate holding');
    expect(codeText(CZFS, '03', false)).toBeUndefined();
  });
});
