import { describe, expect, it } from 'vitest';
import { acceptanceNumber } from './acceptanceNumber';

describe('acceptanceNumber', () => {
  it('has the demo numbers form: DJ, year, series letter, five digits', () => {
    expect(acceptanceNumber(158, new Date('2026-03-01T00:00:00Z'))).toBe('DJ2026W00158');
    expect(acceptanceNumber('1', new Date('2026-03-01T00:00:00Z'))).toMatch(/^DJ\d{4}[A-Z]\d{5}$/);
  });

  it('takes the year in China time (16:00 UTC on 31 December is already the new year)', () => {
    expect(acceptanceNumber(1, new Date('2025-12-31T16:30:00Z'))).toBe('DJ2026W00001');
  });

  it('grows past five digits rather than wrapping', () => {
    expect(acceptanceNumber(1234567, new Date('2026-01-02T00:00:00Z'))).toBe('DJ2026W1234567');
  });
});
