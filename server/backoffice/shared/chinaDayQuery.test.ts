import { describe, expect, it } from 'vitest';
import { chinaDayEnd, chinaDayStart } from './chinaDayQuery';

describe('a China day asked for by a staff page', () => {
  it('starts at midnight in Asia/Shanghai and, as a range end, includes the whole day', () => {
    expect(chinaDayStart.parse('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(chinaDayEnd.parse('2026-11-28').toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('refuses what is not a day', () => {
    expect(chinaDayStart.safeParse('28/11/2026').success).toBe(false);
    expect(chinaDayEnd.safeParse('2026-11-28T00:00').success).toBe(false);
  });
});
