import { describe, expect, it } from 'vitest';
import { hallCalendar, isWorkingDay } from './workingDays';

const calendar = hallCalendar({ holidays: [{ name: '元旦', from: '2027-01-01', days: 3 }], workdays: ['2026-12-26'] });

describe('isWorkingDay', () => {
  it('works Monday to Friday, not on a holiday, and on a weekend day named as worked (调休)', () => {
    expect(isWorkingDay(calendar, '2026-11-30')).toBe(true); // Monday
    expect(isWorkingDay(calendar, '2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay(calendar, '2027-01-01')).toBe(false); // 元旦, a Friday
    expect(isWorkingDay(calendar, '2026-12-26')).toBe(true); // a Saturday worked in its place
  });

  it('reads a configuration without swaps', () => {
    expect(isWorkingDay(hallCalendar({ holidays: [] }), '2026-12-26')).toBe(false);
  });
});
