import { describe, expect, it } from 'vitest';
import { pathMatches } from './pathMatches';

describe('pathMatches', () => {
  it('matches literal segments, parameters and the rest', () => {
    expect(pathMatches('/upload/:id', '/upload/42')).toBe(true);
    expect(pathMatches('/gov/*', '/gov/a/b')).toBe(true);
    expect(pathMatches('/my', '/my/')).toBe(true);
  });
  it('refuses other segments and lengths', () => {
    expect(pathMatches('/upload/:id', '/upload')).toBe(false);
    expect(pathMatches('/upload/:id', '/detail/42')).toBe(false);
    expect(pathMatches('/my', '/my/x')).toBe(false);
  });
});
