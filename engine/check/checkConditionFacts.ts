import { KNOWN_FACTS } from '../conditions/types';
import type { Problem } from './types';
import { walkConditions } from './walkConditions';

/** Conditions name only known facts, and fields only where a form (its `fields`) is in scope. */
export function checkConditionFacts(file: string, condition: unknown, at: string, fields?: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  for (const { comparison, at: where } of walkConditions(condition as never, at)) {
    if (comparison.fact !== undefined && !(KNOWN_FACTS as readonly string[]).includes(comparison.fact)) {
      problems.push({ file, pointer: `${where}/fact`, reason: `unknown fact "${comparison.fact}" (known: ${KNOWN_FACTS.join(', ')})` });
    }
    if (comparison.field !== undefined) {
      if (!fields) problems.push({ file, pointer: `${where}/field`, reason: 'no form is in scope here; use a fact' });
      else if (!fields.has(comparison.field)) problems.push({ file, pointer: `${where}/field`, reason: `unknown field "${comparison.field}"` });
    }
  }
  return problems;
}
