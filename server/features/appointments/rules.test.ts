import { describe, expect, it } from 'vitest';
import reference from '../../../schemas/appointments/reference.json' with { type: 'json' };
import type { AppointmentConfig } from '../../../engine/appointments/types';
import { bookingRules } from './rules';

// The shipped configuration: booking closes 30 minutes and cancelling 60 minutes before a slot, seven working days open.
const { bookingClosed, cancelClosed, lastBookableDay, slotClosed } = bookingRules(reference as AppointmentConfig);

describe('booking and cancel windows', () => {
  const start = new Date('2026-11-24T01:00:00Z');
  it('closes booking 30 minutes before the slot', () => {
    expect(bookingClosed(start, new Date('2026-11-24T00:29:59Z'))).toBe(false);
    expect(bookingClosed(start, new Date('2026-11-24T00:30:00Z'))).toBe(true);
  });
  it('closes cancelling 60 minutes before the slot', () => {
    expect(cancelClosed(start, new Date('2026-11-23T23:59:59Z'))).toBe(false);
    expect(cancelClosed(start, new Date('2026-11-24T00:00:00Z'))).toBe(true);
  });
  it('opens today and the next seven working days, and no day after them', () => {
    // Tuesday 2026-11-24 (China time): seven working days end on Wednesday 2026-12-02.
    const now = new Date('2026-11-24T02:00:00Z');
    expect(lastBookableDay(now)).toBe('2026-12-02');
    expect(slotClosed(new Date('2026-12-02T06:00:00Z'), now)).toBe(false);
    expect(slotClosed(new Date('2026-12-03T01:00:00Z'), now)).toBe(true);
    expect(slotClosed(new Date('2099-01-05T01:00:00Z'), now)).toBe(true);
  });
  it('skips the configured holidays and opens the Saturday worked in their place: the National Day week is not counted', () => {
    // Monday 2026-09-28 (China time): 1-7 October are closed and Saturday 10 October is worked (调休), so the seventh working day is Monday 2026-10-12.
    expect(lastBookableDay(new Date('2026-09-28T02:00:00Z'))).toBe('2026-10-12');
  });
  it('closes a slot of today that has started or starts within 30 minutes', () => {
    const now = new Date('2026-11-24T02:00:00Z'); // 10:00 China time
    expect(slotClosed(new Date('2026-11-24T01:00:00Z'), now)).toBe(true);
    expect(slotClosed(new Date('2026-11-24T02:20:00Z'), now)).toBe(true);
    expect(slotClosed(new Date('2026-11-24T06:00:00Z'), now)).toBe(false);
  });
});
