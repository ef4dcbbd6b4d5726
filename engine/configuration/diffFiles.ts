import type { ConfigChange } from '../contract/staff/configuration';
import { diffKeyed, type KeyedEntry } from './diffKeyed';

const byPath = (files: Record<string, unknown>) => new Map<string, KeyedEntry>(Object.entries(files).map(([file, value]) => [file, { name: file, file, pointer: '', value }]));

/** The files added, removed and changed between two versions (by path). */
export function diffFiles(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  return diffKeyed('file', byPath(before), byPath(after)).map(({ before: _before, after: _after, ...change }) => change);
}
