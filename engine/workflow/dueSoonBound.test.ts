import { describe, expect, it } from 'vitest';
import { hallCalendar } from '../calendar/workingDays';
import { dueSoonBound } from './dueSoonBound';
import { statutoryDeadline, workingDaysLeft } from './statutoryDeadline';

const plain = hallCalendar({ holidays: [] });
const newYear = hallCalendar({ holidays: [{ name: '元旦', from: '2027-01-01', days: 3 }] });

describe('dueSoonBound', () => {
  it('is the midnight beginning the third working day ahead for two days: Friday evening → Wednesday', () => {
    expect(dueSoonBound(plain, 2, new Date('2026-11-27T20:00:00+08:00')).toISOString()).toBe('2026-12-01T16:00:00.000Z');
  });

  it('skips holidays', () => {
    expect(dueSoonBound(newYear, 2, new Date('2026-12-30T10:00:00+08:00')).toISOString()).toBe('2027-01-04T16:00:00.000Z');
  });

  it('takes exactly the deadlines with at most that many working days left', () => {
    const now = new Date('2026-11-25T10:00:00+08:00');
    const bound = dueSoonBound(plain, 2, now);
    for (let days = 0; days <= 6; days += 1) {
      const deadline = statutoryDeadline(plain, days, now);
      expect([days, deadline <= bound]).toEqual([days, workingDaysLeft(plain, deadline, now) <= 2]);
    }
  });
});
