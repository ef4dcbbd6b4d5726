/**
 * The rule language of the configuration: conditions are data, never code.
 *
 *   true | false
 *   { "all": [c, ...] } | { "any": [c, ...] } | { "not": c }
 *   { "fact": "djlx", "eq": "400" }            a fact of the context (djlx, qllx, region, ...)
 *   { "field": "dyfs", "in": ["1", "2"] }      a value of the form being filled
 *   { "ref": "rightsCardShown" }               a named condition (routing table's `conditions`)
 *   operators: eq, ne, in, notIn, empty (true), notEmpty (true)
 *
 * Numbers and numeric strings compare as text, so djlx 400 and "400" are the same.
 */
export type Scalar = string | number | boolean | null;

export interface Comparison {
  fact?: string;
  field?: string;
  eq?: Scalar;
  ne?: Scalar;
  in?: Scalar[];
  notIn?: Scalar[];
  empty?: true;
  notEmpty?: true;
}

/** A named condition of the routing table (`conditions`), inlined when the registry is built. */
export interface ConditionRef {
  ref: string;
}

export type Condition = boolean | { all: Condition[] } | { any: Condition[] } | { not: Condition } | ConditionRef | Comparison;

/** The facts rules may name; schemas:check refuses any other. */
export const KNOWN_FACTS = [
  'djlx',
  'qllx',
  'region',
  'appointment',
  'applicantType',
  'partyType',
  'qlxxIsShow',
  'rowCount',
  'prodefid',
  'yhlx',
  'shzt',
  'kyy',
] as const;
export type FactName = (typeof KNOWN_FACTS)[number];

export type Facts = Partial<Record<FactName, Scalar | undefined>>;

export interface ConditionInput {
  facts?: Facts;
  /** The form values (or one row of a list) that `field` comparisons read. */
  data?: Record<string, unknown> | null;
}
