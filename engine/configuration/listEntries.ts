import { pointer } from '../check/types';
import type { KeyedEntry } from './diffKeyed';

/**
 * The rows of one list in one file as entries keyed by `keyOf` (a routing row by its djlx, qllx
 * and condition; a centre by id), so a row moved or inserted before others is not read as changed.
 */
export function listEntries(files: Record<string, unknown>, file: string, list: string, keyOf: (row: Record<string, unknown>) => string, nameOf: (key: string) => string): Map<string, KeyedEntry> {
  const rows = (files[file] as Record<string, unknown> | undefined)?.[list];
  const entries = new Map<string, KeyedEntry>();
  if (!Array.isArray(rows)) return entries;
  rows.forEach((row: Record<string, unknown>, index) => {
    const key = keyOf(row);
    entries.set(key, { name: nameOf(key), file, pointer: pointer(list, index), value: row });
  });
  return entries;
}
