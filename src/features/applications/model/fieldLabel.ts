import { formForId } from '../../../../engine/schemas/formForId';
import type { SchemaRegistry } from '../../../../engine/schemas/types';

/** A field's label as its form titles it (a variant group uses its default variant), in the locale. */
export function fieldLabel(registry: SchemaRegistry, formId: string | undefined, field: string, locale: string): string {
  const schema = formId ? formForId(registry, formId)?.schema.properties?.[field] : undefined;
  return (locale === 'en' ? schema?.['x-titleEn'] : undefined) ?? schema?.title ?? field;
}
