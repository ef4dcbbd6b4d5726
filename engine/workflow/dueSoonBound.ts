import { chinaDayOf, dateOfDay, isWorkingDay, startOfDay, type HallCalendar } from '../calendar/workingDays';

/**
 * The latest deadline of a case "about to be overdue" (issue 31): one with at most `days` working
 * days left (workingDaysLeft) has its deadline at or before the midnight that begins the
 * (days + 1)th working day after today, China time.
 */
export function dueSoonBound(calendar: HallCalendar, days: number, now: Date): Date {
  let left = days + 1;
  let day = chinaDayOf(now);
  while (left > 0) {
    day += 1;
    if (isWorkingDay(calendar, dateOfDay(day))) left -= 1;
  }
  return startOfDay(day);
}
