import { isMobilePhone } from './mobile';

/**
 * An applicant's contact phone (联系电话): a mobile number, or a landline with its area code
 * (0 and 2 or 3 digits, an optional hyphen, 7 or 8 digits, an optional extension after a hyphen).
 * Companies give their switchboard; a landline always starts with 0, so a 12-digit number
 * starting with 1 is neither.
 */
export function isContactPhone(value: unknown): boolean {
  return isMobilePhone(value) || (typeof value === 'string' && /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/.test(value));
}
