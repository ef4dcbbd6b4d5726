import type { FormConfig } from './types';

/**
 * The variant of a form the data asks for (the applicant's `sqr_type`: 1 company, 2 individual),
 * else the group's default variant (the individual applicant).
 */
export function pickVariant(variants: readonly FormConfig[], data: Record<string, unknown> | undefined | null): FormConfig | undefined {
  const chosen = variants.find((form) => form.variant && data?.[form.variant.field] !== undefined && String(data[form.variant.field]) === form.variant.value);
  return chosen ?? variants.find((form) => form.variant?.default) ?? variants[0];
}

/** The variants of a group (`variantOf`), from all forms. */
export function variantsOf(forms: Iterable<FormConfig>, group: string): FormConfig[] {
  return [...forms].filter((form) => form.variantOf === group);
}
