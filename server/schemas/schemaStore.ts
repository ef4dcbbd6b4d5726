import fs from 'node:fs';
import path from 'node:path';
import { checkSchemas, formatProblems } from '../../engine/check/checkSchemas';
import type { Problem } from '../../engine/check/types';
import { buildRegistry } from '../../engine/schemas/buildRegistry';
import { hashJson } from '../../engine/schemas/hashJson';
import { DEFAULT_SCHEMAS_DIR, readSchemaFiles, type SchemaFile } from '../../engine/schemas/node/readSchemaFiles';
import type { SchemaRegistry } from '../../engine/schemas/types';

export interface ServedFile {
  path: string;
  json: unknown;
  etag: string;
  bytes: number;
}

export interface SchemaSnapshot {
  /** Files that passed schemas:check, by relative path. */
  files: Map<string, ServedFile>;
  /** Files refused, with why (file  /pointer  reason lines). */
  refused: Map<string, Problem[]>;
  problems: Problem[];
  registry: SchemaRegistry;
  /** Changes whenever any file changes: a version for the whole configuration. */
  version: string;
  loadedAt: Date;
}

export interface SchemaStoreOptions {
  dir?: string;
  /** Re-read changed files on access (development): an edited schema is picked up without a restart. */
  watch?: boolean;
  onProblems?: (problems: Problem[], text: string) => void;
}

function signature(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const stat = fs.statSync(full);
        parts.push(`${full}:${stat.mtimeMs}:${stat.size}`);
      }
    }
  };
  walk(dir);
  return parts.sort().join('|');
}

function snapshotOf(files: SchemaFile[]): SchemaSnapshot {
  const check = checkSchemas(files);
  const refused = new Map<string, Problem[]>();
  for (const problem of check.problems) refused.set(problem.file, [...(refused.get(problem.file) ?? []), problem]);
  const served = new Map<string, ServedFile>();
  for (const file of files) {
    if (refused.has(file.path) || file.json === undefined) continue;
    served.set(file.path, { path: file.path, json: file.json, etag: `"${hashJson(file.json)}"`, bytes: file.size });
  }
  const registry = buildRegistry(Object.fromEntries([...served.values()].map((file) => [file.path, file.json])));
  return { files: served, refused, problems: check.problems, registry, version: hashJson(files.map((file) => [file.path, file.text])), loadedAt: new Date() };
}

/**
 * The configuration under schemas/, checked and indexed. A file that fails schemas:check is
 * refused (not served, not used) and its problems are kept to answer with; the others work.
 * With `watch`, a changed directory is re-read on the next access (throttled).
 */
export function createSchemaStore(options: SchemaStoreOptions = {}) {
  const dir = path.resolve(options.dir ?? DEFAULT_SCHEMAS_DIR);
  let current: SchemaSnapshot | undefined;
  let currentSignature = '';
  let checkedAt = 0;

  function load(): SchemaSnapshot {
    currentSignature = signature(dir);
    current = snapshotOf(readSchemaFiles(dir));
    if (current.problems.length) options.onProblems?.(current.problems, formatProblems(current.problems));
    return current;
  }

  return {
    dir,
    /** The current snapshot, re-read first when watching and something changed. */
    get(): SchemaSnapshot {
      if (!current) return load();
      if (options.watch && Date.now() - checkedAt > 250) {
        checkedAt = Date.now();
        if (signature(dir) !== currentSignature) return load();
      }
      return current;
    },
    reload: load,
  };
}

export type SchemaStore = ReturnType<typeof createSchemaStore>;
