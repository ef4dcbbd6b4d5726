import type { Dayjs } from 'dayjs';

/** A range picker's value, either end possibly empty. */
export type DateRange = [Dayjs | null, Dayjs | null] | null | undefined;

/** A range picker's days as the staff API's `from` and `to` query (YYYY-MM-DD); an empty end is left out. */
export const dateRangeQuery = (dates: DateRange) => ({ from: dates?.[0]?.format('YYYY-MM-DD'), to: dates?.[1]?.format('YYYY-MM-DD') });
