import { hashJson } from '../../../engine/schemas/hashJson';
import { kindOfPath, type SchemaKind } from '../../../engine/schemas/schemaKinds';

export interface SchemaBundle {
  /** Strong ETag of this bundle: the configuration's version and the kinds asked for. */
  etag: string;
  version: string;
  /** Every served file of the kinds, by relative path (refused files are left out, as one by one). */
  files: Record<string, unknown>;
}

// One bundle per configuration version and set of kinds: a version's files object never changes.
const made = new WeakMap<object, Map<string, SchemaBundle>>();

/**
 * The files of some kinds in one answer. A page that interprets the configuration needs about
 * fifty files; fetched one by one they cost a phone eight or more round trips on six connections
 * (decision 0033), in one answer a single one. `source` is the served configuration or a
 * published version (its content hash and its files by relative path).
 */
export function schemaBundle(source: { hash: string; files: Readonly<Record<string, unknown>> }, kinds: readonly SchemaKind[]): SchemaBundle {
  const key = [...new Set(kinds)].sort().join(',');
  const byVersion = made.get(source.files) ?? new Map<string, SchemaBundle>();
  made.set(source.files, byVersion);
  const known = byVersion.get(key);
  if (known) return known;
  const wanted = new Set(key.split(','));
  const files: Record<string, unknown> = {};
  for (const [path, json] of Object.entries(source.files)) {
    if (wanted.has(kindOfPath(path) ?? '')) files[path] = json;
  }
  const bundle = { etag: `"${hashJson([source.hash, key])}"`, version: source.hash, files };
  byVersion.set(key, bundle);
  return bundle;
}
