import { pickVariant, variantsOf } from './pickVariant';
import type { FormConfig, SchemaRegistry } from './types';

/**
 * The form an id names: the form itself, or — for a variant group such as `applicant` — the
 * variant the data picks (its `sqr_type`), else the group's default. Undefined for an unknown id.
 */
export function formForId(registry: SchemaRegistry, id: string, data?: Record<string, unknown> | null): FormConfig | undefined {
  const form = registry.forms.get(id);
  if (form) return form;
  const variants = variantsOf(registry.forms.values(), id);
  return variants.length ? pickVariant(variants, data) : undefined;
}
