import type { DatePair } from '../schemas/types';
import { isDateInRange } from './dateInRange';
import { fieldLabel } from './fieldLabel';
import type { MessageContext } from './messageForError';
import type { FieldError } from './types';

/**
 * A form's periods (`datePairs`: debt term, rights period, land use) whose end comes before their
 * start. The failure sits on the end field, the one the citizen corrects. A pair with a missing or
 * malformed date is left to `required` and `format`.
 */
export function datePairErrors(pairs: readonly DatePair[] | undefined, context: MessageContext): FieldError[] {
  const errors: FieldError[] = [];
  for (const { start, end } of pairs ?? []) {
    const [from, to] = [context.data[start], context.data[end]];
    // YYYY-MM-DD dates compare as text.
    if (!isDateInRange(from) || !isDateInRange(to) || (to as string) >= (from as string)) continue;
    const label = (field: string) => fieldLabel(context.rootSchema.properties?.[field], context.locale, context.labels?.[field]);
    const params = { name: label(end), start: label(start) };
    const messageKey = 'validation.endBeforeStart';
    errors.push({ path: `/${end}`, field: end, keyword: 'datePair', messageKey, params, message: context.translate(messageKey, params) });
  }
  return errors;
}
