import { useMemo, useRef } from 'react';
import type { Facts } from '../conditions/types';
import { computeFieldPlan, type FieldPlan } from '../rules/computeFieldPlan';
import type { FormConfig, TitleConfig } from '../schemas/types';

function signatureOf(plan: FieldPlan): string {
  return `${[...plan.hidden].sort().join(',')}|${[...plan.required].sort().join(',')}|${JSON.stringify(plan.labels)}|${JSON.stringify(plan.titles)}|${plan.order?.join(',') ?? ''}`;
}

/**
 * The field plan for the committed values, with a stable identity while what it decides stays the
 * same: a commit that does not change visibility or requiredness keeps the drawn schema as it is.
 */
export function useFieldPlan(form: FormConfig, facts: Facts | undefined, data: Record<string, unknown>, titleConfig: TitleConfig | undefined): FieldPlan {
  const last = useRef<{ signature: string; plan: FieldPlan } | undefined>(undefined);
  return useMemo(() => {
    const plan = computeFieldPlan(form, { facts, data, titleConfig });
    const signature = signatureOf(plan);
    if (last.current?.signature === signature) return last.current.plan;
    last.current = { signature, plan };
    return plan;
  }, [form, facts, data, titleConfig]);
}
