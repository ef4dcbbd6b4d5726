import type { Locale } from '../i18n/translate';
import { toReadonlyRows } from '../readonly/toReadonlyRows';
import type { ResolvedForm } from '../schemas/resolveForm';
import { maskedValue } from './maskedValue';

export interface FieldChange {
  label: string;
  before: string | null;
  after: string | null;
}

type Data = Record<string, unknown> | undefined;

/** A record's fields as the read-only view shows them (label, dictionary text), by field; empty ones left out. */
function shown(resolved: ResolvedForm | undefined, data: Data, locale: Locale): Map<string, { label: string; text: string }> {
  if (!data) return new Map();
  const rows = resolved
    ? toReadonlyRows(resolved, data, { locale })
    : Object.entries(data).map(([field, value]) => ({ field, label: field, text: value === null || value === undefined ? '' : String(value) }));
  return new Map(rows.filter((row) => row.text !== '').map((row) => [row.field, { label: row.label, text: row.text }]));
}

/**
 * The fields of one record that differ between two versions of it (none for a missing side), in
 * the form's order: labelled from the form, codes as their dictionary text, ID and phone numbers
 * masked. A field added or emptied has null on the side where it is not.
 */
export function diffFields(resolved: ResolvedForm | undefined, before: Data, after: Data, locale: Locale): FieldChange[] {
  const old = shown(resolved, before, locale);
  const now = shown(resolved, after, locale);
  const fields = [...new Set([...now.keys(), ...old.keys()])];
  const order = Object.keys(resolved?.form.schema.properties ?? {});
  if (order.length) fields.sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const schemaOf = (field: string) => resolved?.form.schema.properties?.[field];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = old.get(field);
    const is = now.get(field);
    if (was?.text === is?.text) continue;
    changes.push({
      label: (is ?? was)!.label,
      before: was ? maskedValue(was.text, schemaOf(field)) : null,
      after: is ? maskedValue(is.text, schemaOf(field)) : null,
    });
  }
  return changes;
}
