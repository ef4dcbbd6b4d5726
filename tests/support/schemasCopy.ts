import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A copy of schemas/ for a test to edit as an administrator would, and a server of the test
 * file's own reading it. The schema folder is found when the server's modules load, so
 * SCHEMAS_DIR is set first and they are loaded after (this file's module graph; the suite's
 * shared server keeps the repository's schemas).
 */
export function copyOfSchemas(prefix: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const dir = path.join(work, 'schemas');
  fs.cpSync('schemas', dir, { recursive: true });
  return {
    dir,
    /** A server on this copy, on the test project's database kind (undefined when PostgreSQL is skipped). */
    async startServer(extra: Record<string, string> = {}) {
      process.env.SCHEMAS_DIR = dir;
      const { startOwnTestServer } = await import('./ownTestServer');
      return startOwnTestServer(extra);
    },
    remove: () => fs.rmSync(work, { recursive: true, force: true }),
  };
}
