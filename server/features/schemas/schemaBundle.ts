import { hashJson } from '../../../engine/schemas/hashJson';
import { kindOfPath, type SchemaKind } from '../../../engine/schemas/schemaKinds';
import type { SchemaSnapshot } from './schemaStore';

export interface SchemaBundle {
  /** Strong ETag of this bundle: the configuration's version and the kinds asked for. */
  etag: string;
  version: string;
  /** Every served file of the kinds, by relative path (refused files are left out, as one by one). */
  files: Record<string, unknown>;
}

// One bundle per snapshot and set of kinds: the snapshot is replaced whenever a file changes.
const made = new WeakMap<SchemaSnapshot, Map<string, SchemaBundle>>();

/**
 * The files of some kinds in one answer. A page that interprets the configuration needs about
 * fifty files; fetched one by one they cost a phone eight or more round trips on six connections
 * (decision 0033), in one answer a single one.
 */
export function schemaBundle(snapshot: SchemaSnapshot, kinds: readonly SchemaKind[]): SchemaBundle {
  const key = [...new Set(kinds)].sort().join(',');
  const bySnapshot = made.get(snapshot) ?? new Map<string, SchemaBundle>();
  made.set(snapshot, bySnapshot);
  const known = bySnapshot.get(key);
  if (known) return known;
  const wanted = new Set(key.split(','));
  const files: Record<string, unknown> = {};
  for (const file of snapshot.files.values()) {
    if (wanted.has(kindOfPath(file.path) ?? '')) files[file.path] = file.json;
  }
  const bundle = { etag: `"${hashJson([snapshot.version, key])}"`, version: snapshot.version, files };
  bySnapshot.set(key, bundle);
  return bundle;
}
