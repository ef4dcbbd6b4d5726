import type { FormConfig } from '../schemas/types';

/**
 * A variant picked because the data did not choose one carries its own value: an applicant sent
 * without `sqr_type` is checked and stored as an individual (type 2, spec 001 section 3: "default
 * individual"), as the browser form would have shown it, instead of being refused with 必填哦.
 */
export function withVariantValue(form: FormConfig, data: Record<string, unknown>): Record<string, unknown> {
  const variant = form.variant;
  const given = variant ? data[variant.field] : undefined;
  if (!variant || !variant.default || (given !== undefined && given !== null && String(given).trim() !== '')) return data;
  return { ...data, [variant.field]: variant.value };
}
