import { describe, expect, it } from 'vitest';
import { hashJson, stableStringify } from './hashJson';

describe('hashJson', () => {
  it('ignores key order and undefined members', () => {
    expect(stableStringify({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(hashJson({ a: 1, b: 2 })).toBe(hashJson({ b: 2, a: 1 }));
  });
  it('changes with the content', () => {
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
    expect(hashJson({ a: 1 })).toMatch(/^[0-9a-f]{14}$/);
  });
});
