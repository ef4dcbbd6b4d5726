import { evaluateCondition } from '../conditions/evaluateCondition';
import type { Facts } from '../conditions/types';
import type { FormConfig, TitleConfig } from '../schemas/types';
import { applyTitleConfig } from '../titles/applyTitleConfig';
import { conditionalTitles, type ConditionalTitle } from './conditionalTitles';

/** Which fields of a form show and which are required, in one context, for one set of values. */
export interface FieldPlan {
  hidden: ReadonlySet<string>;
  required: ReadonlySet<string>;
  labels: Readonly<Record<string, string>>;
  /** Titles the fields' `x-titles` give for the current values (in both languages). */
  titles: Readonly<Record<string, Omit<ConditionalTitle, 'when'>>>;
  /** Field order to render in when the title configuration gives one. */
  order?: readonly string[];
}

export interface PlanInput {
  facts?: Facts;
  data?: Record<string, unknown> | null;
  titleConfig?: TitleConfig;
}

/**
 * Applies, in order: the schema's own `required`; the title configuration (for forms it governs);
 * the form's rules (visibleWhen / requiredWhen, conditions on facts and field values). Hidden
 * fields are never required. The same plan drives rendering, validation and what gets saved.
 */
export function computeFieldPlan(form: FormConfig, input: PlanInput = {}): FieldPlan {
  const hidden = new Set<string>();
  const required = new Set<string>(form.schema.required ?? []);
  const title = applyTitleConfig(form, input.titleConfig);
  for (const field of title.hidden) hidden.add(field);
  for (const field of title.required) required.add(field);
  for (const field of title.optional) required.delete(field);

  const conditionInput = { facts: input.facts, data: input.data ?? {} };
  for (const rule of form.rules ?? []) {
    if (!evaluateCondition(rule.visibleWhen, conditionInput)) {
      for (const field of rule.fields) hidden.add(field);
      continue;
    }
    if (rule.requiredWhen !== undefined && evaluateCondition(rule.requiredWhen, conditionInput)) {
      for (const field of rule.requiredFields ?? rule.fields) required.add(field);
    }
  }
  for (const field of hidden) required.delete(field);
  // A renamed field keeps its unit: the title configuration's 房屋面积 reads 房屋面积(㎡), as the schema's own title does (issue 27).
  const labels = Object.fromEntries(Object.entries(title.labels).map(([field, label]) => [field, labelWithUnit(label, form.units?.[field])]));
  return { hidden, required, labels, titles: conditionalTitles(form, input.data ?? {}), order: title.order.length ? title.order : undefined };
}

/** A label with a fixed unit after it, unless it already names it; a unit another field names (jgdw) shows with the value instead. */
function labelWithUnit(label: string, unit: string | { field: string } | undefined): string {
  return typeof unit === 'string' && !label.includes(unit) ? `${label}(${unit})` : label;
}
