import { describe, expect, it } from 'vitest';
import { isUnitNumber } from './unitNumber';

describe('isUnitNumber', () => {
  it('takes the 28-character GB/T 37346 code', () => {
    for (const ok of ['130402001001GB00001F00010001', '130403007001GB00123F00031502', '130402001001JC00088W00000000']) expect(isUnitNumber(ok), ok).toBe(true);
  });
  it('refuses 28 "!", lower-case letters, a wrong fixture letter and a wrong length', () => {
    for (const bad of ['!'.repeat(28), '130402001001gb00001f00010001', '130402001001GB00001X00010001', '130402001001GB00001F0001000', '130402001001GB00001F000100011', '1304020010011B00001F00010001']) {
      expect(isUnitNumber(bad), bad).toBe(false);
    }
  });
});
