/** The date picker's range (spec 001 section 9): years 1949 to 2099. */
export const MIN_YEAR = 1949;
export const MAX_YEAR = 2099;

/** A real calendar date written YYYY-MM-DD, with the year within the picker's range. */
export function isDateInRange(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
