import { codeText } from '../dictionaries/codeText';
import type { ResolvedForm } from '../schemas/resolveForm';

/**
 * A stored value as a form shows it read-only: '' for nothing stored (the form's fallback, 万元 or
 * 否, speaks of a stored code), its dictionary's text (of the code a legacy one stands for, the
 * form's valueAliases; a code the dictionary lacks reads as the form's readonlyView fallback), else
 * the value.
 */
export function shownText(resolved: ResolvedForm, field: string, value: unknown, en: boolean): string {
  if (value === undefined || value === null || value === '') return '';
  const items = resolved.options[field];
  if (!items) return String(value);
  const code = resolved.form.valueAliases?.[field]?.[String(value)] ?? value;
  return codeText(items, code, en, resolved.form.readonlyView?.[field]?.otherwise) ?? String(value);
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
