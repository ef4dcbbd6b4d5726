import { evaluateCondition } from '../conditions/evaluateCondition';
import type { JsonSchema, MessageChoice } from '../schemas/types';

/**
 * The message key a field's `x-messages` gives for a keyword, if any. A list is tried in order
 * against the form's values; its first entry whose `when` holds (or that has none) wins.
 */
export function pickMessageKey(schema: JsonSchema | undefined, keyword: string, data: Record<string, unknown>): string | undefined {
  const choice: MessageChoice | undefined = schema?.['x-messages']?.[keyword];
  if (choice === undefined) return undefined;
  if (typeof choice === 'string') return choice;
  return choice.find((entry) => evaluateCondition(entry.when, { data }))?.key;
}
