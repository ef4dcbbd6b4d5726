import { applyTitleFor } from '../../../engine/businesses/applyTitleFor';
import type { Locale } from '../../../engine/i18n/translate';
import { maskPhone } from '../../../engine/masking/maskPhone';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { toReadonlyRows, type ReadonlyRow } from '../../../engine/readonly/toReadonlyRows';
import { computeFieldPlan } from '../../../engine/rules/computeFieldPlan';
import { formForId } from '../../../engine/schemas/formForId';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import type { FormConfig, PageConfig, SchemaRegistry } from '../../../engine/schemas/types';
import type { Facts } from '../../../engine/conditions/types';

/** A stored record (party, unit, rights) as the case file shows it: its form, and its fields as labelled rows. */
export interface RecordRows {
  id: string;
  /** The form the record's schema is (a variant resolved: applicant-individual, fwxx, dyqxx …): a comment's `form`. */
  form: string;
  formTitle: string;
  rows: ReadonlyRow[];
}

// Formats of phone fields (schemas/forms): a landline is masked too, which maskSensitiveText would not find.
const PHONE_FORMATS = new Set(['phone', 'mobile']);

/**
 * What a row shows to staff by default: phone fields masked whatever their shape, and any ID or
 * mobile number written anywhere else (an ID field, an address, a remark) masked as the logs mask
 * it. The full text only through the audited reveal.
 */
export function maskRow(form: FormConfig, row: ReadonlyRow): ReadonlyRow {
  const format = form.schema.properties?.[row.field]?.format;
  return { ...row, text: format && PHONE_FORMATS.has(format) ? maskPhone(row.text) : maskSensitiveText(row.text) };
}

/**
 * A stored record's fields as the form (of the version it was filed on) shows them read-only:
 * labels and dictionary texts from the schema, hidden and system fields left out. Unmasked: the
 * caller masks (maskRow) unless it is the audited reveal.
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

/** The record's rows as staff see them by default (maskRow on each). */
export const maskedView = ({ form, view }: { form: FormConfig | undefined; view: RecordRows }): RecordRows => ({
  ...view,
  rows: form ? view.rows.map((row) => maskRow(form, row)) : view.rows,
});

/**
 * A party's title: its type from the SQR_LX dictionary and the business's name for it where the
 * fill page gives one (买方 / 卖方 for a sale).
 */
export function partyTitle(registry: SchemaRegistry, fillPage: PageConfig | undefined, prodefid: string, sqrLx: string, locale: Locale) {
  const item = registry.dictionaries.get('SQR_LX')?.items.find((entry) => entry.code === sqrLx);
  const typeLabel = item ? (locale === 'en' && item.textEn) || item.text : sqrLx;
  const aliasKey = fillPage?.sections.find((section) => section.kind === 'party' && section.partyType === sqrLx)?.aliasKey;
  const alias = aliasKey ? applyTitleFor(registry, prodefid, locale)?.[aliasKey] : undefined;
  return { typeLabel, alias: alias ?? null };
}
