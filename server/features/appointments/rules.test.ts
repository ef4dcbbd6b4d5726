import { describe, expect, it } from 'vitest';
import { bookingClosed, cancelClosed } from './rules';

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
});
