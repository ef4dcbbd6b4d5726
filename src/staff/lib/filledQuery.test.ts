import { describe, expect, it } from 'vitest';
import { filledQuery } from './filledQuery';

describe('filledQuery', () => {
  it('sends the filled fields only', () => {
    expect(filledQuery({ actor: 'admin', action: '', from: undefined, to: '2026-01-31' }).toString()).toBe('actor=admin&to=2026-01-31');
    expect(filledQuery({}).toString()).toBe('');
  });
});
