import type { WorkflowConfig } from '../schemas/types';

const DAY_MS = 86_400_000;
// Working days are counted on the registry's calendar (China time, UTC+8, no daylight saving).
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The end of the statutory period of a business filed at `from`: its working days (Monday to
 * Friday; public holidays are not modelled) counted from the next day, ending at midnight China
 * time after the last one.
 */
export function statutoryDeadline(workflow: WorkflowConfig, prodefid: string, from: Date): Date {
  let days = workflow.statutoryDays[prodefid] ?? workflow.statutoryDays.default;
  let day = Math.floor((from.getTime() + CHINA_OFFSET_MS) / DAY_MS);
  while (days > 0) {
    day += 1;
    // 1970-01-01 was a Thursday: (day + 4) % 7 is 0 on Sundays, 6 on Saturdays.
    const weekday = (day + 4) % 7;
    if (weekday !== 0 && weekday !== 6) days -= 1;
  }
  return new Date((day + 1) * DAY_MS - CHINA_OFFSET_MS);
}
