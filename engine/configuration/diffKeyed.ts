import type { ConfigChange } from '../contract/staff/configuration';
import { stableStringify } from '../schemas/hashJson';

/** One place of a version, found by its key in both versions. */
export interface KeyedEntry {
  name: string;
  file: string;
  pointer: string;
  value: unknown;
}

/** The places added, removed and changed between two versions' entries of one kind, matched by key. */
export function diffKeyed(kind: ConfigChange['kind'], before: ReadonlyMap<string, KeyedEntry>, after: ReadonlyMap<string, KeyedEntry>): ConfigChange[] {
  const changes: ConfigChange[] = [];
  for (const [key, old] of before) {
    const next = after.get(key);
    if (!next) changes.push({ kind, change: 'removed', name: old.name, file: old.file, pointer: old.pointer, before: old.value });
    else if (stableStringify(old.value) !== stableStringify(next.value)) changes.push({ kind, change: 'changed', name: next.name, file: next.file, pointer: next.pointer, before: old.value, after: next.value });
  }
  for (const [key, next] of after) {
    if (!before.has(key)) changes.push({ kind, change: 'added', name: next.name, file: next.file, pointer: next.pointer, after: next.value });
  }
  return changes;
}
