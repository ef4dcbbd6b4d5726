import { describe, expect, it } from 'vitest';
import { hallCalendar } from '../../engine/calendar/workingDays';
import { addDays, chinaDate, slotName, slotStartsAt, upcomingDays, weekdayOf } from './calendarDays';

describe('appointment calendar days', () => {
  it('reads the date in China time', () => {
    expect(chinaDate(new Date('2026-11-23T17:00:00Z'))).toBe('2026-11-24');
    expect(chinaDate(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
  });

  it('names slots and their start instants', () => {
    expect(slotName('09:00', 60)).toBe('09:00-10:00');
    expect(slotName('11:30', 45)).toBe('11:30-12:15');
    expect(slotStartsAt('2026-11-24', '09:00').toISOString()).toBe('2026-11-24T01:00:00.000Z');
  });

  it('lists days until enough working days, weekends and holidays closed, holiday eves mornings only', () => {
    expect(weekdayOf('2026-11-28')).toBe(6);
    const days = upcomingDays('2026-11-27', 3, hallCalendar({ holidays: [{ from: '2026-12-01', days: 1 }] }));
    expect(days).toEqual([
      { date: '2026-11-27', holiday: false, timeClass: '1' },
      { date: '2026-11-28', holiday: true, timeClass: '1' },
      { date: '2026-11-29', holiday: true, timeClass: '1' },
      { date: '2026-11-30', holiday: false, timeClass: '2' },
      { date: '2026-12-01', holiday: true, timeClass: '1' },
      { date: '2026-12-02', holiday: false, timeClass: '1' },
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('opens a weekend day worked in a holiday’s place (调休)', () => {
    const days = upcomingDays('2026-11-27', 2, hallCalendar({ holidays: [], workdays: ['2026-11-28'] }));
    expect(days.map((day) => [day.date, day.holiday])).toEqual([
      ['2026-11-27', false],
      ['2026-11-28', false],
    ]);
  });
});
