import type { Comparison, Condition } from '../conditions/types';
import { pointer } from './types';

/** Every comparison inside a condition, with its JSON pointer relative to the condition. */
export function walkConditions(condition: Condition | undefined, at: string): Array<{ comparison: Comparison; at: string }> {
  if (condition === undefined || typeof condition === 'boolean') return [];
  if ('all' in condition) return condition.all.flatMap((part, index) => walkConditions(part, `${at}${pointer('all', index)}`));
  if ('any' in condition) return condition.any.flatMap((part, index) => walkConditions(part, `${at}${pointer('any', index)}`));
  if ('not' in condition) return walkConditions(condition.not, `${at}/not`);
  if ('ref' in condition) return [];
  return [{ comparison: condition, at }];
}
