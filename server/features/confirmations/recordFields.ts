import type { Locale } from '../../../engine/i18n/translate';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import type { SchemaRegistry } from '../../../engine/schemas/types';

/** One shown field of a stored record: its form's label and its value (a dictionary's text for a code). */
export type ShownField = import('../../../engine/contract/confirmations').ShownField;

const HIDDEN = new Set(['sqr_id', 'sqr_lx', 'id']);

/**
 * A unit's or a right's stored data as label and value, in its form's field order, for the party
 * who reads the application before confirming. Every value is masked (no ID or phone number of
 * anyone shows here); empty values and the app's own fields are left out.
 */
export function recordFields(registry: SchemaRegistry, formId: string, data: Record<string, unknown>, locale: Locale): ShownField[] {
  const form = registry.forms.get(formId);
  const properties = (form?.schema.properties ?? {}) as Record<string, { title?: string; 'x-titleEn'?: string; 'x-dictionary'?: string }>;
  const order = [...Object.keys(properties), ...Object.keys(data).filter((key) => !(key in properties))];
  const shown: ShownField[] = [];
  for (const key of order) {
    const raw = data[key];
    if (raw === undefined || raw === null || raw === '' || typeof raw === 'object' || HIDDEN.has(key) || form?.systemFields?.includes(key)) continue;
    const property = properties[key];
    const label = (locale === 'en' ? property?.['x-titleEn'] : undefined) ?? property?.title ?? key;
    const dictionary = property?.['x-dictionary'] ? registry.dictionaries.get(property['x-dictionary']) : undefined;
    const item = dictionary?.items.find((entry) => entry.code === String(raw));
    const value = item ? ((locale === 'en' ? item.textEn : undefined) ?? item.text) : String(raw);
    shown.push({ label, value: maskSensitiveText(value) });
  }
  return shown;
}
