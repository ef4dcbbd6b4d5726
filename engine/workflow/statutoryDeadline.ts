import { chinaDayOf, dateOfDay, isWorkingDay, startOfDay, type HallCalendar } from '../calendar/workingDays';
import type { WorkflowConfig } from '../schemas/types';

/** A stretch during which the statutory clock stood still: the case suspended (挂起), or with the citizen for correction (补正). */
export interface ClockPause {
  from: Date;
  to: Date;
}

/** A business's statutory working days (the configuration's, else its default). */
export const statutoryDays = (workflow: WorkflowConfig, prodefid: string): number => workflow.statutoryDays[prodefid] ?? workflow.statutoryDays.default;

const pausedAt = (pauses: readonly ClockPause[], at: Date) => pauses.some((pause) => pause.from <= at && at < pause.to);

/**
 * The end of a statutory period of `days` working days that began at `from` (docs/decisions/0073):
 * a working day of the hall's calendar counts when the case was running at its start (midnight,
 * China time), so the day of filing never counts, nor a day begun suspended or with the citizen,
 * and a pause within one day changes nothing. It ends at midnight after the last day counted.
 */
export function statutoryDeadline(calendar: HallCalendar, days: number, from: Date, pauses: readonly ClockPause[] = []): Date {
  let left = days;
  let day = chinaDayOf(from);
  while (left > 0) {
    day += 1;
    if (isWorkingDay(calendar, dateOfDay(day)) && !pausedAt(pauses, startOfDay(day))) left -= 1;
  }
  return startOfDay(day + 1);
}

/**
 * The working days left after the day of `at` until the deadline (0 on the last day and once it
 * passed). A suspended case's count stands at its suspension: pass the time it was suspended.
 */
export function workingDaysLeft(calendar: HallCalendar, deadline: Date, at: Date): number {
  let left = 0;
  for (let day = chinaDayOf(at) + 1; startOfDay(day) < deadline; day += 1) if (isWorkingDay(calendar, dateOfDay(day))) left += 1;
  return left;
}

/** The working days a case has left: counted from now, or standing where they stood when it was suspended. */
export const daysLeftOf = (calendar: HallCalendar, found: { deadline: Date; suspended_at: Date | null }, now: Date): number =>
  workingDaysLeft(calendar, found.deadline, found.suspended_at ?? now);
