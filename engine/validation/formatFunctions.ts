import { isChineseCharacters, isChineseName } from './chinese';
import { isContactPhone } from './contactPhone';
import { isDateInRange } from './dateInRange';
import { isIdCard } from './idCard';
import { isMobilePhone, isSendCodeMobile } from './mobile';
import { isAgentId, isEmail, isNumberText } from './simpleFormats';
import { isUnitNumber } from './unitNumber';

/**
 * Every `format` a schema may use. The same object is registered in the server's ajv and imported
 * by the precompiled (standalone) validators, so browser and server run the very same functions.
 * Only functions here (no RegExp), because the generated code calls `formats.<name>(value)`.
 */
export const FORMAT_FUNCTIONS = {
  idcard: isIdCard,
  mobile: isMobilePhone,
  sendcodeMobile: isSendCodeMobile,
  phone: isContactPhone,
  cnName: isChineseName,
  chinese: isChineseCharacters,
  email: isEmail,
  agentId: isAgentId,
  numberText: isNumberText,
  date: isDateInRange,
  unitNumber: isUnitNumber,
} as const satisfies Record<string, (value: unknown) => boolean>;

export type FormatName = keyof typeof FORMAT_FUNCTIONS;

export const FORMAT_NAMES = Object.keys(FORMAT_FUNCTIONS) as FormatName[];

export function isFormatName(name: unknown): name is FormatName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(FORMAT_FUNCTIONS, name);
}
