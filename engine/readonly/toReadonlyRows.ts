import type { FieldPlan } from '../rules/computeFieldPlan';
import type { ResolvedForm } from '../schemas/resolveForm';
import { shownText, unitOf } from './shownText';

export interface ReadonlyRow {
  field: string;
  label: string;
  text: string;
}

function orderOf(resolved: ResolvedForm, plan: FieldPlan | undefined): string[] {
  const properties = Object.keys(resolved.form.schema.properties ?? {});
  const ui = ((resolved.form.uiSchema?.['ui:order'] as string[] | undefined) ?? []).filter((field) => field !== '*');
  const listed = [...(plan?.order ?? []), ...ui].filter((field, index, all) => properties.includes(field) && all.indexOf(field) === index);
  return [...listed, ...properties.filter((field) => !listed.includes(field))];
}

/**
 * The read-only view of a form (the "project info preview" pages), from the same schema: visible,
 * non-system fields in form order, codes shown with their dictionary text, and the form's own
 * display mappings (the prohibition answer: 1 and 2 是, any other 否; JGDW: 1 元, 2 美元, any other 万元).
 */
export function toReadonlyRows(
  resolved: ResolvedForm,
  data: Record<string, unknown>,
  options: { plan?: FieldPlan; locale?: 'zh-CN' | 'en' } = {},
): ReadonlyRow[] {
  const en = options.locale === 'en';
  const system = new Set(resolved.form.systemFields ?? []);
  const rows: ReadonlyRow[] = [];
  for (const field of orderOf(resolved, options.plan)) {
    const schema = resolved.form.schema.properties?.[field];
    const widget = (resolved.form.uiSchema?.[field] as { 'ui:widget'?: string } | undefined)?.['ui:widget'];
    if (!schema || system.has(field) || widget === 'hidden' || options.plan?.hidden.has(field)) continue;
    const shown = shownText(resolved, field, data[field], en);
    // A number keeps its unit (98.5㎡, 50万元): without it an amount misleads by ten thousand (issue 27).
    const unit = shown ? unitOf(resolved, field, data, en) : '';
    const text = unit ? `${shown}${en ? ' ' : ''}${unit}` : shown;
    const label = options.plan?.labels[field] ?? (en ? (schema['x-titleEn'] ?? schema.title) : schema.title) ?? field;
    rows.push({ field, label, text });
  }
  return rows;
}
