import { describe, expect, it } from 'vitest';
import { isContactPhone } from './contactPhone';

describe('isContactPhone', () => {
  it('takes mobile numbers of today (166, 17x, 19x) and landlines with their area code', () => {
    for (const ok of ['13812345678', '16612345678', '17712345678', '19912345678', '0310-3112345', '03103012345', '010-12345678', '0755-12345678-801']) {
      expect(isContactPhone(ok), ok).toBe(true);
    }
  });
  it('refuses letters, 12-digit numbers starting with 1, and landlines without an area code', () => {
    for (const bad of ['abcdefghijk', '138123456789', '1381234567', '3112345', '0310 3112345', '', 13812345678]) expect(isContactPhone(bad), String(bad)).toBe(false);
  });
});
