import { describe, expect, it } from 'vitest';
import { hallCalendar } from '../calendar/workingDays';
import type { WorkflowConfig } from '../schemas/types';
import { daysLeftOf, statutoryDays, statutoryDeadline, workingDaysLeft } from './statutoryDeadline';

const plain = hallCalendar({ holidays: [] });
const newYear = hallCalendar({ holidays: [{ name: '元旦', from: '2027-01-01', days: 3 }] });
const withSwap = hallCalendar({ holidays: [{ name: '元旦', from: '2027-01-01', days: 3 }], workdays: ['2026-12-26'] });
const at = (text: string) => new Date(text);
const iso = (date: Date) => date.toISOString();

describe('statutoryDays', () => {
  it("takes the business's own days, else the default", () => {
    const workflow = { statutoryDays: { default: 30, '4001': 3 } } as unknown as WorkflowConfig;
    expect([statutoryDays(workflow, '4001'), statutoryDays(workflow, '1001')]).toEqual([3, 30]);
  });
});

describe('statutoryDeadline', () => {
  it('counts working days from the next day and ends at midnight China time', () => {
    // Wednesday 2026-11-25 10:00 China time: five working days end Wednesday 2026-12-02, midnight.
    expect(iso(statutoryDeadline(plain, 5, at('2026-11-25T10:00:00+08:00')))).toBe('2026-12-02T16:00:00.000Z');
    // Friday evening: one working day is Monday.
    expect(iso(statutoryDeadline(plain, 1, at('2026-11-27T20:00:00+08:00')))).toBe('2026-11-30T16:00:00.000Z');
  });

  it('skips 元旦: thirty working days from Saturday 2026-11-28 end on Monday 2027-01-11, not Friday the 8th', () => {
    expect(iso(statutoryDeadline(plain, 30, at('2026-11-28T09:00:00+08:00')))).toBe('2027-01-08T16:00:00.000Z');
    expect(iso(statutoryDeadline(newYear, 30, at('2026-11-28T09:00:00+08:00')))).toBe('2027-01-11T16:00:00.000Z');
  });

  it('counts a Saturday worked in a holiday’s place (调休)', () => {
    expect(iso(statutoryDeadline(withSwap, 30, at('2026-11-28T09:00:00+08:00')))).toBe('2027-01-08T16:00:00.000Z');
  });

  it('does not count the days a pause began, suspended or with the citizen; a pause within one day changes nothing', () => {
    const from = at('2026-11-30T09:00:00+08:00'); // Monday; five days end Monday 2026-12-07
    expect(iso(statutoryDeadline(plain, 5, from))).toBe('2026-12-07T16:00:00.000Z');
    // Suspended Tuesday 10:00, resumed Thursday 15:00: Wednesday and Thursday do not count.
    const suspended = { from: at('2026-12-01T10:00:00+08:00'), to: at('2026-12-03T15:00:00+08:00') };
    expect(iso(statutoryDeadline(plain, 5, from, [suspended]))).toBe('2026-12-09T16:00:00.000Z');
    // With the citizen over a weekend only: nothing moves; then from Monday 2026-12-07 to Tuesday noon, one more day.
    const weekend = { from: at('2026-12-04T18:00:00+08:00'), to: at('2026-12-06T20:00:00+08:00') };
    const correction = { from: at('2026-12-07T08:00:00+08:00'), to: at('2026-12-08T12:00:00+08:00') };
    expect(iso(statutoryDeadline(plain, 5, from, [suspended, weekend]))).toBe('2026-12-09T16:00:00.000Z');
    expect(iso(statutoryDeadline(plain, 5, from, [suspended, weekend, correction]))).toBe('2026-12-10T16:00:00.000Z');
    const sameDay = { from: at('2026-12-01T10:00:00+08:00'), to: at('2026-12-01T17:00:00+08:00') };
    expect(iso(statutoryDeadline(plain, 5, from, [sameDay]))).toBe('2026-12-07T16:00:00.000Z');
  });
});

describe('workingDaysLeft', () => {
  const deadline = at('2027-01-11T16:00:00.000Z'); // the end of Monday 2027-01-11

  it('counts the working days after the day given through the last day, holidays skipped', () => {
    expect(workingDaysLeft(newYear, deadline, at('2026-12-31T10:00:00+08:00'))).toBe(6); // Jan 4–8, 11
    expect(workingDaysLeft(newYear, deadline, at('2027-01-08T10:00:00+08:00'))).toBe(1);
    expect(workingDaysLeft(newYear, deadline, at('2027-01-11T23:00:00+08:00'))).toBe(0);
    expect(workingDaysLeft(newYear, deadline, at('2027-01-12T10:00:00+08:00'))).toBe(0);
  });

  it("stands still at a suspended case's suspension", () => {
    const now = at('2027-01-08T10:00:00+08:00');
    expect(daysLeftOf(newYear, { deadline, suspended_at: at('2026-12-31T10:00:00+08:00') }, now)).toBe(6);
    expect(daysLeftOf(newYear, { deadline, suspended_at: null }, now)).toBe(1);
  });
});
