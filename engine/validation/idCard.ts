/**
 * The full identity-card check of spec 001 section 5 / spec 000 section 5:
 * 15 or 18 characters, a known province code (11 to 91), a real birth date, and for 18
 * characters the check digit computed with the standard weights modulo 11.
 */

/** Province-level codes that exist (the "known province code" list, 11 to 91). */
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15',
  '21', '22', '23',
  '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46',
  '50', '51', '52', '53', '54',
  '61', '62', '63', '64', '65',
  '71', '81', '82', '91',
]);

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_DIGITS = ['1', '0', 'X', '9', '8', '7', '6', '5', '4', '3', '2'];

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The check digit an 18-character number must end with, from its first 17 digits. */
export function idCardCheckDigit(first17: string): string {
  let sum = 0;
  for (let index = 0; index < 17; index += 1) sum += Number(first17[index]) * (WEIGHTS[index] ?? 0);
  return CHECK_DIGITS[sum % 11] ?? '';
}

/**
 * The ID number's shape, and nothing more (spec 000 section 5, spec 001 section 5 rule 3): 15
 * digits, or 17 digits then a digit or X (either case). The one statement of it: the agent's ID,
 * the query forms and the full check all start here.
 */
export function hasIdNumberShape(value: unknown): value is string {
  return typeof value === 'string' && /^(\d{15}|\d{17}[\dXx])$/.test(value);
}

export function isIdCard(value: unknown): boolean {
  if (!hasIdNumberShape(value)) return false;
  const id = value.toUpperCase();
  if (!PROVINCE_CODES.has(id.slice(0, 2))) return false;
  if (id.length === 15) {
    // First-generation cards: YYMMDD, all born in the 1900s.
    return isRealDate(1900 + Number(id.slice(6, 8)), Number(id.slice(8, 10)), Number(id.slice(10, 12)));
  }
  const year = Number(id.slice(6, 10));
  if (year < 1800 || !isRealDate(year, Number(id.slice(10, 12)), Number(id.slice(12, 14)))) return false;
  return idCardCheckDigit(id) === id[17];
}
