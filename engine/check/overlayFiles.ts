import type { SchemaFile } from '../schemas/node/readSchemaFiles';

/**
 * A schema tree with some files replaced, added or removed: how the schema-check fixtures describe
 * one broken file against the real configuration. `__remove__.json` lists paths to leave out.
 */
export function overlayFiles(base: readonly SchemaFile[], overlay: readonly SchemaFile[]): SchemaFile[] {
  const removal = overlay.find((file) => file.path === '__remove__.json');
  const removed = new Set(Array.isArray(removal?.json) ? (removal.json as string[]) : []);
  const replaced = new Map(overlay.filter((file) => file !== removal && !file.path.endsWith('expected.json')).map((file) => [file.path, file]));
  const out = base.filter((file) => !removed.has(file.path)).map((file) => replaced.get(file.path) ?? file);
  for (const file of replaced.values()) if (!base.some((existing) => existing.path === file.path)) out.push(file);
  return out;
}
