import type { Dictionary, DictionaryItem, JsonSchema } from '../schemas/types';
import { dictionaryItems } from './dictionaryItems';

export interface ResolvedDictionaries {
  /** The schema with every `x-dictionary` field given `enum` (its codes). */
  schema: JsonSchema;
  /** Items by field name, for labels (pickers, radios, the read-only view). */
  options: Record<string, DictionaryItem[]>;
}

/**
 * Turns dictionary references into enums. The enum holds codes only, so the compiled validator
 * does not depend on the language; labels travel separately in `options`. An unknown or empty dictionary
 * resolves to `not: {}` marked `x-emptyDictionary` (schemas:check refuses it before it gets here); a field whose list is
 * empty then fails with its `emptyDictionary` message (持证方式不能为空 and the like).
 */
export function resolveDictionaries(schema: JsonSchema, dictionaries: ReadonlyMap<string, Dictionary>): ResolvedDictionaries {
  const options: Record<string, DictionaryItem[]> = {};

  function visit(node: JsonSchema, fieldName: string | undefined): JsonSchema {
    const out: JsonSchema = { ...node };
    const reference = node['x-dictionary'];
    if (typeof reference === 'string') {
      const items = dictionaryItems(reference, dictionaries) ?? [];
      if (items.length > 0) out.enum = items.map((item) => item.code);
      else {
        // JSON Schema has no empty enum: no value is acceptable, and validateForm reports the list itself.
        out.not = {};
        out['x-emptyDictionary'] = true;
      }
      if (fieldName && !options[fieldName]) options[fieldName] = items;
    }
    if (node.properties) {
      out.properties = Object.fromEntries(Object.entries(node.properties).map(([name, child]) => [name, visit(child, name)]));
    }
    for (const key of ['if', 'then', 'else', 'items'] as const) {
      const child = node[key];
      if (child && typeof child === 'object') out[key] = visit(child as JsonSchema, undefined);
    }
    if (node.allOf) out.allOf = node.allOf.map((child) => visit(child, undefined));
    return out;
  }

  return { schema: visit(schema, undefined), options };
}
