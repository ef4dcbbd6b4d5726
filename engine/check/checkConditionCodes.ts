import type { Comparison, Scalar } from '../conditions/types';
import { pointer, type Problem } from './types';

/** The codes a value may take, and where they are listed (a dictionary, the catalogue). */
export interface CodeList {
  name: string;
  codes: ReadonlySet<string>;
}

export interface CodeLists {
  /** The codes of a fact: djlx → DJLX. Undefined for a fact without a list (region, rowCount). */
  fact(name: string): CodeList | undefined;
  /** The codes of a field in scope (its dictionary); absent where no form is in scope. */
  field?(name: string): CodeList | undefined;
}

const OPERATORS = ['eq', 'ne', 'in', 'notIn'] as const;

function isComparison(json: Record<string, unknown>): boolean {
  return (typeof json.fact === 'string' || typeof json.field === 'string') && OPERATORS.some((operator) => operator in json);
}

/**
 * A rule that compares a fact or a field with a code its list does not have never holds (or, with
 * ne and notIn, always does): the administrator meant another code, or forgot the dictionary.
 * Finds every comparison in a configuration file wherever it is (form rules, pages, the routing
 * table and its named conditions, sub-form routes); numbers compare as their text, as the rule
 * engine does. Booleans and null are never codes.
 */
export function checkConditionCodes(file: string, json: unknown, lists: CodeLists, at = ''): Problem[] {
  if (Array.isArray(json)) return json.flatMap((item, index) => checkConditionCodes(file, item, lists, `${at}${pointer(index)}`));
  if (typeof json !== 'object' || json === null) return [];
  const object = json as Record<string, unknown>;
  if (!isComparison(object)) return Object.entries(object).flatMap(([key, item]) => checkConditionCodes(file, item, lists, `${at}${pointer(key)}`));
  const comparison = object as Comparison;
  const list = comparison.fact !== undefined ? lists.fact(comparison.fact) : lists.field?.(comparison.field!);
  if (!list) return [];
  const problems: Problem[] = [];
  const subject = comparison.fact !== undefined ? comparison.fact : `field ${comparison.field}`;
  const test = (value: Scalar | undefined, where: string) => {
    if ((typeof value === 'string' || typeof value === 'number') && !list.codes.has(String(value))) {
      problems.push({ file, pointer: `${at}${where}`, reason: `"${value}" is not a code of ${list.name}: ${subject} never takes it, so the rule never holds as meant` });
    }
  };
  for (const operator of OPERATORS) {
    const value = comparison[operator];
    if (Array.isArray(value)) value.forEach((item, index) => test(item, pointer(operator, index)));
    else test(value, pointer(operator));
  }
  return problems;
}
