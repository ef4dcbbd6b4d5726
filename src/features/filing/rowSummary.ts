import { toReadonlyRows } from '../../../engine/readonly/toReadonlyRows';
import { formForId } from '../../../engine/schemas/formForId';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import type { SchemaRegistry } from '../../../engine/schemas/types';
import type { Row } from './api/application';

/**
 * What a fill page lists for a stored record: its first two filled fields as the form shows them
 * read-only (labels and dictionary texts from the schema), leaving out the field that picks the
 * form's variant. The schema decides, so a new form lists itself without code.
 */
export function rowSummary(registry: SchemaRegistry, formId: string, row: Row, locale: 'zh-CN' | 'en'): string[] {
  const form = formForId(registry, formId, row);
  if (!form) return [];
  const rows = toReadonlyRows(resolveForm(form, registry.dictionaries), row, { locale });
  return rows
    .filter((entry) => entry.text !== '' && entry.field !== form.variant?.field)
    .slice(0, 2)
    .map((entry) => entry.text);
}
