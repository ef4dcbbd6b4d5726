import type { Comparison, Condition, ConditionInput, Scalar } from './types';

function normalise(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function same(a: unknown, b: Scalar): boolean {
  return normalise(a) === normalise(b);
}

function compare(comparison: Comparison, input: ConditionInput): boolean {
  const value =
    comparison.fact !== undefined
      ? (input.facts as Record<string, unknown> | undefined)?.[comparison.fact]
      : comparison.field !== undefined
        ? input.data?.[comparison.field]
        : undefined;
  if ('eq' in comparison) return same(value, comparison.eq ?? null);
  if ('ne' in comparison) return !same(value, comparison.ne ?? null);
  if (comparison.in) return comparison.in.some((candidate) => same(value, candidate));
  if (comparison.notIn) return !comparison.notIn.some((candidate) => same(value, candidate));
  if (comparison.empty) return isEmptyValue(value);
  if (comparison.notEmpty) return !isEmptyValue(value);
  return false;
}

/** Decides a condition of the configuration against the context facts and the form values. */
export function evaluateCondition(condition: Condition | undefined, input: ConditionInput): boolean {
  if (condition === undefined) return true;
  if (typeof condition === 'boolean') return condition;
  if ('all' in condition) return condition.all.every((part) => evaluateCondition(part, input));
  if ('any' in condition) return condition.any.some((part) => evaluateCondition(part, input));
  if ('not' in condition) return !evaluateCondition(condition.not, input);
  // Named conditions are inlined by buildRegistry; one left unresolved never holds.
  if ('ref' in condition) return false;
  return compare(condition, input);
}
