import { isChineseCharacters } from './chinese';
import { isIdCard } from './idCard';
import { isMobilePhone } from './mobile';

/**
 * The validation helpers the app also calls on the server (spec 001 section 7.1): `{value}` in,
 * errcode "00" when valid, else a failure with the message. The same functions as the formats.
 */
export const HELPER_CHECKS = {
  IsIDCard: { check: isIdCard, messageKey: 'validation.idCardWrong', params: {} },
  IsChineseCharacter: { check: isChineseCharacters, messageKey: 'validation.format', params: { nameKey: 'validation.type.chinese' } },
  IsMobilePhoneNumber: { check: isMobilePhone, messageKey: 'validation.format', params: { nameKey: 'validation.type.mobile' } },
} as const;

export type HelperName = keyof typeof HELPER_CHECKS;
export const HELPER_NAMES = Object.keys(HELPER_CHECKS) as HelperName[];

export function runHelperCheck(
  name: HelperName,
  value: unknown,
  translate: (key: string, params?: Record<string, string | number>) => string,
): { valid: boolean; message: string } {
  const helper = HELPER_CHECKS[name];
  if (helper.check(typeof value === 'string' ? value.trim() : value)) return { valid: true, message: '' };
  const params = 'nameKey' in helper.params ? { name: translate(helper.params.nameKey) } : undefined;
  return { valid: false, message: translate(helper.messageKey, params) };
}
