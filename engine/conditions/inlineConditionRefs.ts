import type { Condition } from './types';

const isRef = (value: unknown): value is { ref: string } =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as { ref?: unknown }).ref === 'string';

/**
 * A copy of a configuration object with every named condition ({"ref": name}) replaced by the
 * condition it names — refs inside named conditions too — so evaluation needs no table. An
 * unknown name stays a ref (schemas:check reports it; evaluated, it never holds).
 */
export function inlineConditionRefs<T>(value: T, named: Readonly<Record<string, Condition>>, seen: ReadonlySet<string> = new Set()): T {
  if (isRef(value)) {
    const target = named[value.ref];
    if (target === undefined || seen.has(value.ref)) return value;
    return inlineConditionRefs(target, named, new Set([...seen, value.ref])) as T;
  }
  if (Array.isArray(value)) return value.map((item) => inlineConditionRefs(item, named, seen)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineConditionRefs(item, named, seen)])) as T;
  }
  return value;
}
