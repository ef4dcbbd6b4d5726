import type { SchemaRegistry } from '../schemas/types';
import { findBusiness } from './findBusiness';

/**
 * The defaults a business gives one of its forms over the form's own (the catalogue's
 * formDefaults: a maximum-amount mortgage starts at dyfs 2). Empty for other forms and businesses.
 * The form opens with `{ ...businessDefaults(...), ...stored }`, then the form's own defaults.
 */
export function businessDefaults(registry: SchemaRegistry, prodefid: unknown, formId: string): Record<string, unknown> {
  return { ...findBusiness(registry.catalogue, prodefid)?.business.formDefaults?.[formId] };
}
