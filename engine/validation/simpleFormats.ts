import { hasIdNumberShape } from './idCard';

/** Email address: a local part, @, and a dotted domain. */
export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);
}

/** Agent ID (spec 001 section 5 rule 3): 15 digits, or 17 digits then a digit or X. No date or check-digit test. */
export const isAgentId = (value: unknown): boolean => hasIdNumberShape(value);

/** A decimal number typed as text (amounts and areas arrive as text from form-encoded bodies). */
export function isNumberText(value: unknown): boolean {
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value);
}
