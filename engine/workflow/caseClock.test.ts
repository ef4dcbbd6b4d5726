import { describe, expect, it } from 'vitest';
import { caseClock } from './caseClock';

const calendar = { holidays: new Set<string>(), workdays: new Set<string>() };
const now = new Date('2026-12-01T02:00:00Z');

describe('caseClock', () => {
  it('is overdue past its deadline unless suspended, and a suspended clock counts from its suspension', () => {
    const past = new Date('2026-11-30T16:00:00Z');
    expect(caseClock(calendar, { deadline: past, suspended_at: null }, now).overdue).toBe(true);
    expect(caseClock(calendar, { deadline: past, suspended_at: new Date('2026-11-25T02:00:00Z') }, now)).toMatchObject({ overdue: false });
    const ahead = new Date('2026-12-10T16:00:00Z');
    const running = caseClock(calendar, { deadline: ahead, suspended_at: null }, now);
    const stopped = caseClock(calendar, { deadline: ahead, suspended_at: new Date('2026-11-25T02:00:00Z') }, now);
    expect(running.overdue).toBe(false);
    expect(stopped.daysLeft).toBeGreaterThan(running.daysLeft);
  });
});
