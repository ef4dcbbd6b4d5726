import type { FieldPlan } from './computeFieldPlan';

/** Values of hidden fields are not saved: a field the citizen could not see cannot carry data. */
export function dropHiddenValues<T extends Record<string, unknown>>(data: T, plan: Pick<FieldPlan, 'hidden'>): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(data)) {
    if (!plan.hidden.has(key)) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}
