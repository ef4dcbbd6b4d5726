import { formatDateTime } from './formatDateTime';

/** The day alone, 'YYYY-MM-DD' in China time (publication dates, licence dates). */
export function formatDate(value: Date | string | number | null | undefined): string {
  return formatDateTime(value).slice(0, 10);
}
