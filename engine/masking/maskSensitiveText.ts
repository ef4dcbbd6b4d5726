import { maskIdNumber } from './maskIdNumber';
import { maskPhone } from './maskPhone';

// An 18- or 15-character mainland ID number, or an 11-digit mainland mobile, standing alone in text.
const ID_NUMBER = /(?<![0-9A-Za-z])(\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])/g;
const MOBILE = /(?<!\d)(?:\+?86)?(1[3-9]\d{9})(?!\d)/g;

/** Masks every ID and phone number inside free text, for logs and error messages. */
export function maskSensitiveText(text: string): string {
  return text.replace(ID_NUMBER, (id) => maskIdNumber(id)).replace(MOBILE, (phone) => maskPhone(phone));
}
