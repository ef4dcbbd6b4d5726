import type { ResolvedForm } from '../schemas/resolveForm';

/**
 * A stored value as a form shows it read-only: '' for nothing stored (a mapping's "otherwise", 万元
 * or 否, speaks of a stored code), the form's own display mapping, a dictionary's text, else the value.
 */
export function shownText(resolved: ResolvedForm, field: string, value: unknown, en: boolean): string {
  if (value === undefined || value === null || value === '') return '';
  const mapping = resolved.form.readonlyView?.[field];
  if (mapping) {
    const key = String(value);
    return (en ? mapping.mapEn?.[key] : undefined) ?? mapping.map[key] ?? (en ? (mapping.otherwiseEn ?? mapping.otherwise) : mapping.otherwise) ?? '';
  }
  const item = resolved.options[field]?.find((option) => option.code === String(value));
  return item ? (en ? (item.textEn ?? item.text) : item.text) : String(value);
}

/**
 * The unit a number field's value is in (the form's `units`): its text (㎡), or the shown text of
 * the field that names it (jgdw 3: 万元); '' when the form gives none or that field is empty.
 */
export function unitOf(resolved: ResolvedForm, field: string, data: Record<string, unknown>, en: boolean): string {
  const unit = resolved.form.units?.[field];
  if (unit === undefined) return '';
  return typeof unit === 'string' ? unit : shownText(resolved, unit.field, data[unit.field], en);
}
