import type { Segment } from './jsonTree';

type Schema = { [key: string]: unknown } | boolean;
/** A sub-schema and the meta-schema file it lies in (its $refs are relative to that file). */
interface Located {
  schema: Schema;
  file: string;
}

export interface Suggestion {
  /** The JSON text to write: a quoted property name or a value. */
  label: string;
  info?: string;
}

const isObject = (value: unknown): value is { [key: string]: unknown } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a $ref names: another file of the folder (relative to this one) and/or a pointer inside it. */
function resolveRef(ref: string, from: string, files: Record<string, unknown>): Located | undefined {
  const [target = '', pointer = ''] = ref.split('#');
  const file = target === '' ? from : [...from.split('/').slice(0, -1), target].join('/');
  let schema: unknown = files[file];
  for (const token of pointer.split('/').filter(Boolean)) schema = isObject(schema) ? schema[decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isObject(schema) || typeof schema === 'boolean' ? { schema, file } : undefined;
}

/**
 * Every schema that applies at one place: the schema itself, what its $ref names, and each branch of
 * allOf/anyOf/oneOf/if-then-else (completion offers the union; which branch holds is the check's to say).
 * The schema is read, never compiled.
 */
function expand(located: Located, files: Record<string, unknown>, seen = new Set<unknown>()): Located[] {
  const { schema, file } = located;
  if (!isObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const found: Located[] = [located];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, file, files);
    if (target) found.push(...expand(target, files, seen));
  }
  for (const keyword of ['allOf', 'anyOf', 'oneOf']) {
    const branches = schema[keyword];
    if (Array.isArray(branches)) for (const branch of branches as Schema[]) found.push(...expand({ schema: branch, file }, files, seen));
  }
  for (const keyword of ['then', 'else']) if (schema[keyword] !== undefined) found.push(...expand({ schema: schema[keyword] as Schema, file }, files, seen));
  return found;
}

/** The schemas of one step down: a property's or an item's. */
function step(located: Located, segment: Segment): Located[] {
  const { schema, file } = located;
  if (!isObject(schema)) return [];
  const at = (next: unknown) => (isObject(next) || typeof next === 'boolean' ? [{ schema: next, file }] : []);
  if (typeof segment === 'number') {
    if (Array.isArray(schema.prefixItems) && segment < schema.prefixItems.length) return at(schema.prefixItems[segment]);
    if (Array.isArray(schema.items)) return at(schema.items[segment] ?? schema.additionalItems);
    return at(schema.items);
  }
  const properties = isObject(schema.properties) ? schema.properties : {};
  if (Object.hasOwn(properties, segment)) return at(properties[segment]);
  const patterns = isObject(schema.patternProperties) ? Object.entries(schema.patternProperties) : [];
  const matching = patterns.filter(([pattern]) => {
    try {
      return new RegExp(pattern, 'u').test(segment);
    } catch {
      return false;
    }
  });
  return matching.length > 0 ? matching.flatMap(([, next]) => at(next)) : at(schema.additionalProperties);
}

/** The schemas that apply at `path` of a file whose meta-schema is `metaFile` (in `files`). */
export function schemasAt(files: Record<string, unknown>, metaFile: string, path: Segment[]): Located[] {
  const root = files[metaFile];
  if (!isObject(root)) return [];
  let places = expand({ schema: root, file: metaFile }, files);
  for (const segment of path) places = places.flatMap((place) => step(place, segment)).flatMap((place) => expand(place, files));
  return places;
}

const describe = (schema: Schema) => (isObject(schema) && typeof schema.description === 'string' ? schema.description : undefined);

/** The property names the schemas allow, each with its description; those already written are left out. */
export function keySuggestions(places: Located[], written: readonly string[] = []): Suggestion[] {
  const found = new Map<string, Suggestion>();
  for (const { schema } of places) {
    if (!isObject(schema) || !isObject(schema.properties)) continue;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (written.includes(name) || found.has(name)) continue;
      const info = describe(property as Schema);
      found.set(name, { label: JSON.stringify(name), ...(info ? { info } : {}) });
    }
  }
  return [...found.values()];
}

/** The values the schemas name: enum members, const, and true/false for a boolean. */
export function valueSuggestions(places: Located[]): Suggestion[] {
  const labels = new Set<string>();
  for (const { schema } of places) {
    if (!isObject(schema)) continue;
    if (Array.isArray(schema.enum)) for (const value of schema.enum) labels.add(JSON.stringify(value));
    if (schema.const !== undefined) labels.add(JSON.stringify(schema.const));
    if (schema.type === 'boolean') ['true', 'false'].forEach((value) => labels.add(value));
  }
  return [...labels].map((label) => ({ label }));
}
