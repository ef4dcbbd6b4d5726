import { holidayDates } from '../appointments/holidayDates';
import type { AppointmentConfig } from '../appointments/types';

const DAY_MS = 86_400_000;
// The hall's calendar is China's (UTC+8, no daylight saving).
const CHINA_OFFSET_MS = 8 * 3_600_000;

/**
 * The hall's one calendar (docs/decisions/0073): the State Council's public holidays and the
 * weekend days worked in their place (调休上班), as schemas/appointments configures them for
 * bookings and the statutory clock alike.
 */
export interface HallCalendar {
  holidays: ReadonlySet<string>;
  workdays: ReadonlySet<string>;
}

export function hallCalendar(config: Pick<AppointmentConfig, 'holidays' | 'workdays'>): HallCalendar {
  return { holidays: holidayDates(config.holidays), workdays: new Set(config.workdays ?? []) };
}

/** A China day as a number (days since 1970-01-01) and back as 'YYYY-MM-DD'. */
export const chinaDayOf = (at: Date): number => Math.floor((at.getTime() + CHINA_OFFSET_MS) / DAY_MS);
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The instant a China day begins (its midnight, China time). */
export const startOfDay = (day: number): Date => new Date(day * DAY_MS - CHINA_OFFSET_MS);

/** Monday to Friday unless a holiday, and a weekend day the calendar names as worked. */
export function isWorkingDay(calendar: HallCalendar, date: string): boolean {
  if (calendar.workdays.has(date)) return true;
  if (calendar.holidays.has(date)) return false;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}
