import type { CentreBusiness } from '../../engine/appointments/centreBusinesses';
import { slotName, slotStartsAt } from './calendarDays';

/** A centre's day's id: the centre and the date, so processes making it at once make one row. */
export const calendarIdOf = (areaId: string, date: string) => `${areaId}-${date.replaceAll('-', '')}`;

/**
 * The slot rows of a centre's open day: each business it serves, at each start time of its
 * template for the kind of day, with its places. Ids are made from the day and time.
 */
export function slotRowsOf(day: { calendar_id: string; area_id: string; calendar: string; time_class: string }, businesses: readonly CentreBusiness[], slotMinutes: number) {
  return businesses
    .filter((business) => business.areaId === day.area_id)
    .flatMap((business) =>
      business.starts[day.time_class as '1' | '2'].map((start) => ({
        time_id: `${day.calendar_id}-${business.processId}-${start.replace(':', '')}`,
        calendar_id: day.calendar_id,
        process_id: business.processId,
        time_class: day.time_class,
        time_name: slotName(start, slotMinutes),
        starts_at: slotStartsAt(day.calendar, start),
        max_num: business.capacity,
      })),
    );
}
