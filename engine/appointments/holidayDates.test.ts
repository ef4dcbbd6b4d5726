import { describe, expect, it } from 'vitest';
import { holidayDates } from './holidayDates';

describe('holidayDates', () => {
  it('spells out each holiday from its first day, across a month end', () => {
    expect([...holidayDates([{ from: '2026-09-30', days: 3 }, { name: '元旦', from: '2027-01-01', days: 1 }])]).toEqual(['2026-09-30', '2026-10-01', '2026-10-02', '2027-01-01']);
  });
});
