import { isWorkingDay, type HallCalendar } from '../calendar/workingDays';
import type { CentreBusiness } from './centreBusinesses';

/** A slot as stored: its business (`<centre>-<business>`), day and time ('09:00-10:00'). */
export interface StoredSlot {
  processId: string;
  calendar: string;
  timeName: string;
}

/** Why a slot keeps fewer places under a configuration: its day closed, its time or business gone, or fewer places. */
export type SlotLoss = 'closed' | 'removed' | 'capacity';

export interface SlotUnder {
  /** The places the configuration gives it (0 when it is no longer offered). */
  capacity: number;
  /** '1' a full working day, '2' the eve of a public holiday. */
  timeClass: '1' | '2';
  /** Why it has no places, when it has none. */
  loss: Exclude<SlotLoss, 'capacity'> | null;
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whether the calendar opens a day, and whether it is a holiday's eve (mornings only). */
export function dayUnder(date: string, calendar: HallCalendar): { open: boolean; timeClass: '1' | '2' } {
  return { open: isWorkingDay(calendar, date), timeClass: calendar.holidays.has(nextDay(date)) ? '2' : '1' };
}

/**
 * What a configuration (its businesses by centre and its calendar) makes of a slot already stored
 * (issue 32, docs/decisions/0096): the places it keeps, and whether its day is an eve. A day the
 * calendar closes, a business a centre no longer serves and a start time its template dropped all
 * leave it none.
 */
export function slotUnder(slot: StoredSlot, businesses: ReadonlyMap<string, CentreBusiness>, calendar: HallCalendar): SlotUnder {
  const { open, timeClass } = dayUnder(slot.calendar, calendar);
  if (!open) return { capacity: 0, timeClass, loss: 'closed' };
  const business = businesses.get(slot.processId);
  const start = slot.timeName.slice(0, 5);
  if (!business || !business.starts[timeClass].includes(start)) return { capacity: 0, timeClass, loss: 'removed' };
  return { capacity: business.capacity, timeClass, loss: null };
}
