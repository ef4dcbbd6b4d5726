import type { FormConfig } from '../schemas/types';

/**
 * Fills a form's defaults where the value is missing (mortgage way 1, creditor unit 3, the
 * prohibition clause 1, fwyt 10, land use 071, ...). Given values, even empty text, are kept.
 */
export function applyDefaults(form: FormConfig, data: Record<string, unknown> | undefined | null): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(data ?? {}) };
  for (const [field, schema] of Object.entries(form.schema.properties ?? {})) {
    if (out[field] === undefined && schema.default !== undefined) out[field] = schema.default;
  }
  return out;
}
