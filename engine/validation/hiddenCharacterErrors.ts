import { fieldLabel } from './fieldLabel';
import { hasHiddenCharacters } from './hiddenCharacters';
import type { MessageContext } from './messageForError';
import type { FieldError } from './types';

/**
 * Every text value of a form is refused when it carries invisible or control characters: the rule
 * holds for each name and text field without the schema having to say so, new forms included.
 */
export function hiddenCharacterErrors(context: MessageContext): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(context.data)) {
    if (typeof value !== 'string' || !hasHiddenCharacters(value)) continue;
    const params = { name: fieldLabel(context.rootSchema.properties?.[field], context.locale, context.labels?.[field]) };
    const messageKey = 'validation.hiddenCharacters';
    errors.push({ path: `/${field}`, field, keyword: 'hiddenCharacters', messageKey, params, message: context.translate(messageKey, params) });
  }
  return errors;
}
