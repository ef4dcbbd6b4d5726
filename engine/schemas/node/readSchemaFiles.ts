import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SchemaFile {
  /** Path relative to the schemas folder, with forward slashes: `forms/dyqxx.json`. */
  path: string;
  text: string;
  /** Parsed content, or undefined when the text is not JSON (then `parseError` says why). */
  json: unknown;
  parseError?: string;
  mtimeMs: number;
  size: number;
}

/**
 * The repository's schemas folder: the nearest `schemas/forms` above this file (works from the
 * sources and from the bundled server in dist-server/), else ./schemas. The server reads another
 * folder only when told to by SCHEMAS_DIR, validated with the other variables (server/config/env.ts).
 */
function findSchemasDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'schemas', 'forms'))) return path.join(dir, 'schemas');
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve('schemas');
    dir = parent;
  }
}

export const DEFAULT_SCHEMAS_DIR = findSchemasDir();

/** Reads every .json file under a schemas folder (Node only; the browser fetches them). */
export function readSchemaFiles(root: string = DEFAULT_SCHEMAS_DIR): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.json')) {
        const text = fs.readFileSync(full, 'utf8');
        const stat = fs.statSync(full);
        let json: unknown;
        let parseError: string | undefined;
        try {
          json = JSON.parse(text);
        } catch (error) {
          parseError = (error as Error).message;
        }
        out.push({ path: path.relative(root, full).split(path.sep).join('/'), text, json, parseError, mtimeMs: stat.mtimeMs, size: stat.size });
      }
    }
  };
  walk(root);
  return out;
}

/** relative path → parsed JSON, for buildRegistry. */
export function filesToMap(files: readonly SchemaFile[]): Record<string, unknown> {
  return Object.fromEntries(files.filter((file) => file.json !== undefined).map((file) => [file.path, file.json]));
}
