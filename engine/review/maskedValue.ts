import { maskIdNumber } from '../masking/maskIdNumber';
import { maskPhone } from '../masking/maskPhone';
import { maskSensitiveText } from '../masking/maskSensitiveText';
import type { JsonSchema } from '../schemas/types';

const ID_FORMATS = new Set(['idcard', 'agentId']);
const PHONE_FORMATS = new Set(['phone', 'mobile']);

/**
 * A value's text as staff see it outside the citizen's own forms: a field declared an ID or phone
 * number (its format) masked whole, any other text with the ID and phone numbers inside it masked.
 */
export function maskedValue(text: string, schema: JsonSchema | undefined): string {
  const format = typeof schema?.format === 'string' ? schema.format : '';
  if (ID_FORMATS.has(format)) return maskIdNumber(text);
  if (PHONE_FORMATS.has(format)) return maskPhone(text);
  return maskSensitiveText(text);
}
