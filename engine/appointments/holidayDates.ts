import type { AppointmentConfig } from './types';

const DAY_MS = 86_400_000;

/** Every closed day the holiday list names ('YYYY-MM-DD'); weekends are not in it. */
export function holidayDates(holidays: AppointmentConfig['holidays']): ReadonlySet<string> {
  return new Set(
    holidays.flatMap(({ from, days }) => {
      const start = Date.parse(`${from}T00:00:00Z`);
      return Array.from({ length: days }, (_, n) => new Date(start + n * DAY_MS).toISOString().slice(0, 10));
    }),
  );
}
