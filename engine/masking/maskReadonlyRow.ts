import type { ReadonlyRow } from '../readonly/toReadonlyRows';
import type { FormConfig } from '../schemas/types';
import { maskPhone } from './maskPhone';
import { maskSensitiveText } from './maskSensitiveText';

// Formats of phone fields (schemas/forms): a landline is masked too, which maskSensitiveText would not find.
const PHONE_FORMATS = new Set(['phone', 'mobile']);

/**
 * A read-only row as it shows outside its owner's own forms (the back office's case file): a
 * phone field masked whatever its shape, and any ID or mobile number written anywhere else (an ID
 * field, an address, a remark) masked as the logs mask it.
 */
export function maskReadonlyRow(form: FormConfig, row: ReadonlyRow): ReadonlyRow {
  const format = form.schema.properties?.[row.field]?.format;
  return { ...row, text: format && PHONE_FORMATS.has(format) ? maskPhone(row.text) : maskSensitiveText(row.text) };
}
