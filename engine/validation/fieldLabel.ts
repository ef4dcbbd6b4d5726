import type { JsonSchema } from '../schemas/types';

/**
 * The name a message gives a field: the title configuration's name where it renames the field,
 * else the schema's title in the language asked for.
 */
export function fieldLabel(schema: JsonSchema | undefined, locale: string, renamed?: string): string {
  if (renamed !== undefined) return renamed;
  if (!schema) return '';
  return (locale === 'en' ? (schema['x-titleEn'] as string | undefined) : undefined) ?? schema.title ?? '';
}
