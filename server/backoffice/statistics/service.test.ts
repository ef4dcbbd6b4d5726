import { describe, expect, it } from 'vitest';
import { percentile, rangeOf } from './service';

const now = new Date('2026-11-28T01:00:00+08:00');

describe('the statistics range', () => {
  it('is the last 30 China days to today by default, both ends whole', () => {
    expect(rangeOf({}, now)).toEqual({ from: '2026-10-30', to: '2026-11-28', start: new Date('2026-10-29T16:00:00Z'), end: new Date('2026-11-28T16:00:00Z') });
    expect(rangeOf({ from: '2026-11-01', to: '2026-11-01' }, now)).toMatchObject({ start: new Date('2026-10-31T16:00:00Z'), end: new Date('2026-11-01T16:00:00Z') });
  });

  it('refuses a first day after the last, more than 366 days, or a day that is not a date', () => {
    for (const query of [{ from: '2026-11-02', to: '2026-11-01' }, { from: '2025-01-01', to: '2026-01-02' }, { from: '2026-02-30' }, { to: '28/11/2026' }]) {
      expect(() => rangeOf(query, now), JSON.stringify(query)).toThrow(expect.objectContaining({ kind: 'invalid' }));
    }
    expect(rangeOf({ from: '2025-01-01', to: '2026-01-01' }, now).from).toBe('2025-01-01');
  });
});

describe('percentile of a histogram', () => {
  it("is percentile_disc's: the least value reaching the share", () => {
    const histogram: Array<[number, number]> = [[100, 1], [20, 1], [60, 1], [40, 1]];
    expect([percentile(histogram, 0.5), percentile(histogram, 0.9), percentile([], 0.5)]).toEqual([40, 100, null]);
    expect(percentile([[10, 9], [50, 1]], 0.9)).toBe(10);
  });
});
