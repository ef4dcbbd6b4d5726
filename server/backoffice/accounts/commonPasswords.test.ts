import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './commonPasswords';

describe('isCommonPassword', () => {
  it('finds a listed password as it is or with digits and separators around it, in any case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Password123456')).toBe(true);
    expect(isCommonPassword('2026-Qwerty-2026')).toBe(true);
    expect(isCommonPassword('1234567890')).toBe(true);
  });
  it('lets through what the list does not name', () => {
    expect(isCommonPassword('demo-reviewer-2026')).toBe(false);
    expect(isCommonPassword('Tell7-harbour-lamp')).toBe(false);
  });
});
