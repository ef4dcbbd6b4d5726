import type { Locale } from '../../../engine/i18n/translate';
import { maskReadonlyRow } from '../../../engine/masking/maskReadonlyRow';
import { toReadonlyRows, type ReadonlyRow } from '../../../engine/readonly/toReadonlyRows';
import { computeFieldPlan } from '../../../engine/rules/computeFieldPlan';
import { formForId } from '../../../engine/schemas/formForId';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import type { FormConfig, SchemaRegistry } from '../../../engine/schemas/types';
import type { Facts } from '../../../engine/conditions/types';

/** A stored record (party, unit, rights) as the case file shows it: its form, and its fields as labelled rows. */
export interface RecordRows {
  id: string;
  /** The form the record's schema is (a variant resolved: applicant-individual, fwxx, dyqxx …): a comment's `form`. */
  form: string;
  formTitle: string;
  rows: ReadonlyRow[];
}

/**
 * A stored record's fields as the form (of the version it was filed on) shows them read-only:
 * labels and dictionary texts from the schema, hidden and system fields left out. Unmasked: the
 * caller masks (maskedView) unless it is the audited reveal.
 */
export function recordRows(
  registry: SchemaRegistry,
  record: { id: string; form_id: string; data: Record<string, unknown> },
  facts: Facts,
  locale: Locale,
): { form: FormConfig | undefined; view: RecordRows } {
  const form = formForId(registry, record.form_id, record.data);
  // A form that version does not have (it never should): the record shows by its id, with no rows.
  if (!form) return { form, view: { id: record.id, form: record.form_id, formTitle: record.form_id, rows: [] } };
  const plan = computeFieldPlan(form, { data: record.data, facts });
  const rows = toReadonlyRows(resolveForm(form, registry.dictionaries), record.data, { plan, locale });
  return { form, view: { id: record.id, form: form.id, formTitle: (locale === 'en' && form.titleEn) || form.title, rows } };
}

/** The record's rows as staff see them by default (engine/masking/maskReadonlyRow on each). */
export const maskedView = ({ form, view }: { form: FormConfig | undefined; view: RecordRows }): RecordRows => ({
  ...view,
  rows: form ? view.rows.map((row) => maskReadonlyRow(form, row)) : view.rows,
});
