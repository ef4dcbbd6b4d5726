import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of the repository's schemas/ under the temp folder, for a test that proves something
 * works by configuration alone: `edit` changes one of its JSON files, `remove` deletes the copy.
 * A server reads it when SCHEMAS_DIR names `dir` as its modules load: set it, then import them.
 */
export function copySchemas(prefix: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const dir = path.join(work, 'schemas');
  fs.cpSync('schemas', dir, { recursive: true });
  return {
    dir,
    edit<T = Record<string, unknown>>(relativePath: string, change: (json: T) => void): void {
      const file = path.join(dir, relativePath);
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as T;
      change(json);
      fs.writeFileSync(file, JSON.stringify(json, null, 2));
    },
    remove: () => fs.rmSync(work, { recursive: true, force: true }),
  };
}
