import { describe, expect, it } from 'vitest';
import { chinaDay } from './chinaDay';

describe('chinaDay', () => {
  it('names the China day of an instant, its hour, and where a later day begins', () => {
    const lateUtc = new Date('2026-11-28T17:30:00Z');
    expect(chinaDay(lateUtc)).toEqual({ date: '2026-11-29', hour: 1, start: new Date('2026-11-28T16:00:00Z') });
    expect(chinaDay(lateUtc, 1).date).toBe('2026-11-30');
    expect(chinaDay(lateUtc, 2).start).toEqual(new Date('2026-11-30T16:00:00Z'));
  });
});
