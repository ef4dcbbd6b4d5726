import type { FormConfig, SchemaRegistry } from '../../../engine/schemas/types';
import type { Locale } from '../../../engine/i18n/translate';
import type { Correction } from '../../lib/filing/application';

/** A form by its id, or the first of the variants going by that name (applicant). */
const formNamed = (registry: SchemaRegistry, id: string): FormConfig | undefined =>
  registry.forms.get(id) ?? [...registry.forms.values()].find((form) => form.variantOf === id);

/** The name a form and its variants share (applicant-individual and applicant-company: applicant). */
const rootOf = (registry: SchemaRegistry, id: string) => registry.forms.get(id)?.variantOf ?? id;

/** The review's comments on a form or any variant of it (docs/decisions/0053). */
export function correctionsOfForm(registry: SchemaRegistry, corrections: readonly Correction[] | undefined, formId: string | undefined): Correction[] {
  if (!formId || !corrections?.length) return [];
  const root = rootOf(registry, formId);
  return corrections.filter((correction) => correction.form && rootOf(registry, correction.form) === root);
}

/**
 * Of a form's comments, those a record's form shows: naming no record, naming this one, or naming
 * a record the application no longer has (removed since the return: what was said still stands
 * for the form). Without a record (a section's head, a new record's form) only the last two kinds.
 * `records`: the application's records by id (getApply's `stored`).
 */
export function correctionsOfRecord(corrections: readonly Correction[], record: string | undefined, records: Readonly<Record<string, unknown>>): Correction[] {
  return corrections.filter((correction) => !correction.record || correction.record === record || !(correction.record in records));
}

/**
 * The review's comments on a material group of the upload page, named by the group's id (or its
 * name). The page's group id is the group's instance, `<group id>@<application id>` (getUploadType).
 */
export function correctionsOfGroup(corrections: readonly Correction[] | undefined, group: { id: string; name: string }): Correction[] {
  const id = group.id.split('@')[0];
  return (corrections ?? []).filter((correction) => correction.group && (correction.group === id || correction.group === group.name));
}

/** The label of a comment's field in the citizen's language; undefined when it names no known field. */
export function correctionLabel(registry: SchemaRegistry, correction: Correction, locale: Locale): string | undefined {
  if (!correction.form || !correction.field) return undefined;
  const schema = formNamed(registry, correction.form)?.schema.properties?.[correction.field];
  if (!schema) return undefined;
  return (locale === 'en' ? schema['x-titleEn'] : undefined) ?? schema.title;
}
