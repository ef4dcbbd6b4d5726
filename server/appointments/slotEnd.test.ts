import { describe, expect, it } from 'vitest';
import { attendanceOf, slotEndsAt } from './slotEnd';

describe('slot ends and attendance', () => {
  it('ends a slot at the end of its name, China time', () => {
    expect(slotEndsAt('2026-12-01', '09:00-10:00').toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });
  it('is a no-show once the slot ended without a check-in', () => {
    const order = { status: 'booked', arrived_at: null, calendar: '2026-12-01', time_name: '09:00-10:00' };
    expect(attendanceOf(order, new Date('2026-12-01T01:59:59Z'))).toBe('booked');
    expect(attendanceOf(order, new Date('2026-12-01T02:00:00Z'))).toBe('noshow');
    expect(attendanceOf({ ...order, arrived_at: new Date('2026-12-01T01:00:00Z') }, new Date('2026-12-02T00:00:00Z'))).toBe('arrived');
    expect(attendanceOf({ ...order, status: 'cancelled' }, new Date())).toBe('cancelled');
  });
});
