import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeQuery } from './dateRange';

describe('dateRangeQuery', () => {
  it('writes the picked days as from and to, an empty end left out', () => {
    expect(dateRangeQuery([dayjs('2026-03-01T10:00'), dayjs('2026-03-31T23:00')])).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(dateRangeQuery([dayjs('2026-03-01'), null])).toEqual({ from: '2026-03-01', to: undefined });
    expect(dateRangeQuery(null)).toEqual({ from: undefined, to: undefined });
  });
});
