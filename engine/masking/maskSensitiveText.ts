import { maskIdNumber } from './maskIdNumber';
import { maskPhone } from './maskPhone';
import { isIdCard } from '../validation/idCard';

// Digits as people type them: ASCII or full-width, with a space, hyphen or dot between groups.
const DIGIT = '[0-9\\uFF10-\\uFF19]';
const SEP = '[\\s\\-\\u2010-\\u2015\\uFF0D\\u3000.]?';
const CHECK = '[0-9\\uFF10-\\uFF19XxＸｘ]';
// Only a digit may not touch a number: letters may (ID130402…, a JSON "\n" escape before it).
const ID_NUMBER = new RegExp(`(?<!${DIGIT})(?:(?:${DIGIT}${SEP}){17}${CHECK}|(?:${DIGIT}${SEP}){14}${DIGIT})(?!${DIGIT})`, 'g');
const MOBILE = new RegExp(`(?<!${DIGIT})(?:\\+?[8８][6６]${SEP})?[1１]${SEP}[3-9３-９](?:${SEP}${DIGIT}){9}(?!${DIGIT})`, 'g');

/** The plain ASCII digits (and X) of a number written with full-width digits or separators. */
function plainDigits(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19Ｘｘ]/g, (c) => (c === 'Ｘ' || c === 'ｘ' ? 'X' : String.fromCharCode(c.charCodeAt(0) - 0xff10 + 48)))
    .replace(/[^0-9Xx]/g, '')
    .toUpperCase();
}

/**
 * Masks every ID and phone number inside free text, for logs, error messages and clerks' lists,
 * however it was written: glued to letters, lower-case x, grouped with spaces or hyphens,
 * full-width digits, a leading 86. The masked form is the plain one (1304**********1231).
 * A run of digits is an ID number only if it is one (province, birth date, check digit) and a
 * phone number only if it is a mobile: a date beside a landline, an order or reference number
 * keep their digits (issue 27).
 */
export function maskSensitiveText(text: string): string {
  return text
    .replace(ID_NUMBER, (found) => {
      const id = plainDigits(found);
      return isIdCard(id) ? maskIdNumber(id) : found;
    })
    .replace(MOBILE, (phone) => maskPhone(plainDigits(phone).replace(/^86(?=1\d{10}$)/, '')));
}
