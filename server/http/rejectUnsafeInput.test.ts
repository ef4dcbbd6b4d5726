import { describe, expect, it } from 'vitest';
import { holdsUnsafeText, isUnsafeText } from './rejectUnsafeInput';

describe('isUnsafeText', () => {
  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0001', 'x\u001Fy', '\uD800', 'a\uDC00']) expect(isUnsafeText(text)).toBe(true);
  });
  it('accepts ordinary text, line breaks, tabs, CJK and emoji', () => {
    for (const text of ['张建国', 'line\nbreak\r\n', 'a\tb', '🏠 home', '']) expect(isUnsafeText(text)).toBe(false);
  });
});

describe('holdsUnsafeText', () => {
  it('looks into nested values and keys', () => {
    expect(holdsUnsafeText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe(true);
    expect(holdsUnsafeText({ ['k\u0000']: 1 })).toBe(true);
    expect(holdsUnsafeText({ a: [1, true, null, { b: '正常' }] })).toBe(false);
  });
});
