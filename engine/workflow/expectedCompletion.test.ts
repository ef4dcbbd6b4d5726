import { describe, expect, it } from 'vitest';
import { hallCalendar } from '../calendar/workingDays';
import { expectedCompletion, MIN_FINISHED } from './expectedCompletion';
import { statutoryDeadline } from './statutoryDeadline';

const submittedAt = new Date('2026-11-27T20:30:00+08:00');
const deadline = statutoryDeadline(hallCalendar({ holidays: [] }), 5, submittedAt);

describe('expectedCompletion', () => {
  it('is the day 90 % of the business completed by, counted from the submission in China days', () => {
    expect(expectedCompletion({ submittedAt, p90Days: 9.2, finished: MIN_FINISHED, statutoryDeadline: deadline })).toEqual({ date: '2026-12-07', basis: 'p90' });
    // Late in the evening: 0.2 days later is the next China day.
    expect(expectedCompletion({ submittedAt, p90Days: 0.2, finished: 40, statutoryDeadline: deadline }).date).toBe('2026-11-28');
  });

  it("falls back to the statutory period's last day when too few cases completed", () => {
    // Friday evening + 5 working days: Friday 2026-12-04 (the deadline is its midnight).
    expect(expectedCompletion({ submittedAt, p90Days: 3, finished: MIN_FINISHED - 1, statutoryDeadline: deadline })).toEqual({ date: '2026-12-04', basis: 'statutory' });
    expect(expectedCompletion({ submittedAt, p90Days: null, finished: 0, statutoryDeadline: deadline }).basis).toBe('statutory');
  });
});
