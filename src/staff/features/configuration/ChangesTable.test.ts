import { describe, expect, it } from 'vitest';
import { shortJson } from './ChangesTable';

describe('a value in the changes table', () => {
  it('is its JSON, cut at 80 characters, and nothing when absent', () => {
    expect(shortJson({ a: 1 })).toBe('{"a":1}');
    expect(shortJson('x'.repeat(100))).toHaveLength(80);
    expect(shortJson(undefined)).toBe('');
  });
});
