import type { KeyedEntry } from './diffKeyed';

/** Each file under a folder ('forms/') as one entry of its own, named by `nameOf` its content (or its path). */
export function entriesUnder(files: Record<string, unknown>, folder: string, nameOf: (json: unknown, file: string) => string): Map<string, KeyedEntry> {
  const entries = new Map<string, KeyedEntry>();
  for (const [file, value] of Object.entries(files)) {
    if (file.startsWith(folder)) entries.set(file, { name: nameOf(value, file), file, pointer: '', value });
  }
  return entries;
}
