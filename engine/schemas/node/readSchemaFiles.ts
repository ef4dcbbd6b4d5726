import fs from 'node:fs';
import path from 'node:path';

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

/** The schemas folder of the repository (engine/schemas/node → ../../../schemas). */
export const DEFAULT_SCHEMAS_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../schemas');

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
