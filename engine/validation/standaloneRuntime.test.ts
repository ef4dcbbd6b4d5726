import { describe, expect, it } from 'vitest';
import { equal, ucs2length } from './standaloneRuntime';

describe('standalone runtime helpers', () => {
  it('counts code points', () => {
    expect(ucs2length('不动产')).toBe(3);
    expect(ucs2length('a😀b')).toBe(3);
  });
  it('compares structurally', () => {
    expect(equal({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(equal({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(equal([1, 2], [2, 1])).toBe(false);
    expect(equal(NaN, NaN)).toBe(true);
  });
});
