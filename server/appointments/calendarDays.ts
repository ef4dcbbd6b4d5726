import { isWorkingDay, type HallCalendar } from '../../engine/calendar/workingDays';

/** Days and times of the appointment calendar, all in China time (the registry's clock). */

const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of an instant in China time. */
export function chinaDate(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0-23) of an instant in China time. */
export function chinaHour(now: Date): number {
  return new Date(now.getTime() + CHINA_OFFSET_MS).getUTCHours();
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant a slot starting at hh:mm China time on a day begins. */
export function slotStartsAt(date: string, hhmm: string): Date {
  return new Date(`${date}T${hhmm}:00+08:00`);
}

/** '09:00-10:00' for a slot of `minutes` starting at 09:00. */
export function slotName(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const end = h * 60 + m + minutes;
  return `${hhmm}-${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

export interface CalendarDay {
  date: string;
  holiday: boolean;
  /** 1 a full day, 2 the eve of a public holiday (mornings only). */
  timeClass: '1' | '2';
}

/**
 * From today through the next `workingDays` working days of the hall's calendar, every day with
 * whether the counter is closed (a weekend not worked, a public holiday), so a closed day can be
 * listed and refused.
 */
export function upcomingDays(today: string, workingDays: number, calendar: HallCalendar): CalendarDay[] {
  const { holidays } = calendar;
  const closed = (date: string) => !isWorkingDay(calendar, date);
  const days: CalendarDay[] = [];
  let open = 0;
  for (let date = today; open < workingDays; date = addDays(date, 1)) {
    const holiday = closed(date);
    if (!holiday) open += 1;
    days.push({ date, holiday, timeClass: holidays.has(addDays(date, 1)) ? '2' : '1' });
  }
  return days;
}
