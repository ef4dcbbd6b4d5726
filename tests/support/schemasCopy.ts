import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of the repository's schemas/ under the temp folder, for a test that proves something
 * works by configuration alone, as an administrator would edit it: `edit` changes one of its JSON
 * files, `startServer` starts a server of the test file's own on it, `remove` deletes the copy.
 * Its server is started with SCHEMAS_DIR naming `dir` (deps.schemas, docs/decisions/0047); the
 * suite's shared server keeps the repository's schemas.
 */
export function copySchemas(prefix: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replace(/-$/, '')}-`));
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
    /** A server on this copy, on the test project's database kind (undefined when PostgreSQL is skipped). */
    async startServer(extra: Record<string, string> = {}) {
      const { startOwnTestServer } = await import('./ownTestServer');
      return startOwnTestServer({ SCHEMAS_DIR: dir, ...extra });
    },
    remove: () => fs.rmSync(work, { recursive: true, force: true }),
  };
}
