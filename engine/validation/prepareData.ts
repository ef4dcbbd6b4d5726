import type { JsonSchema } from '../schemas/types';

export interface PrepareOptions {
  /** Top-level fields whose values are dropped (hidden by rules or title configuration). */
  hidden?: ReadonlySet<string>;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function prepareValue(value: unknown, schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (typeof value === 'string' && (types.includes('number') || types.includes('integer')) && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) {
    return Number(value);
  }
  if (typeof value === 'number' && types.includes('string') && !types.includes('number')) return String(value);
  if (types.includes('object') && schema.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    return prepareObject(value as Record<string, unknown>, schema, {});
  }
  if (types.includes('array') && schema.items && Array.isArray(value)) {
    return value.map((item) => prepareValue(item, schema.items as JsonSchema));
  }
  return value;
}

function prepareObject(data: Record<string, unknown>, schema: JsonSchema, options: PrepareOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
    if (options.hidden?.has(field)) continue;
    const value = data[field];
    if (isBlank(value)) continue;
    out[field] = prepareValue(value, fieldSchema);
  }
  return out;
}

/**
 * Shapes a payload the way both sides validate and save it: fields the schema does not know are
 * dropped, hidden fields are dropped, empty text counts as missing (so `required` catches it),
 * numbers typed as text become numbers and numbers sent for text fields become text (form-encoded
 * and JSON bodies then behave the same).
 */
export function prepareData(data: unknown, schema: JsonSchema, options: PrepareOptions = {}): Record<string, unknown> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return prepareObject(data as Record<string, unknown>, schema, options);
}
