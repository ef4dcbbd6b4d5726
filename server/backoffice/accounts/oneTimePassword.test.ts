import { describe, expect, it } from 'vitest';
import { oneTimePassword } from './oneTimePassword';
import { staffPasswordRefusal } from './staffPassword';

describe('oneTimePassword', () => {
  it('is 16 unambiguous letters and digits that keep the staff rule, a new one each time', () => {
    const made = Array.from({ length: 50 }, oneTimePassword);
    for (const password of made) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{16}$/);
      expect(staffPasswordRefusal(password)).toBeUndefined();
    }
    expect(new Set(made).size).toBe(50);
  });
});
