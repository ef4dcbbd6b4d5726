import type { HallCalendar } from '../calendar/workingDays';
import { daysLeftOf } from './statutoryDeadline';

/**
 * A case's statutory clock as staff see it (docs/decisions/0073): the working days left and whether
 * it is overdue. A suspended case's clock stands still: its days left stay, it is never overdue.
 */
export const caseClock = (calendar: HallCalendar, found: { deadline: Date; suspended_at: Date | null }, now: Date) => ({
  daysLeft: daysLeftOf(calendar, found, now),
  overdue: !found.suspended_at && found.deadline < now,
});
