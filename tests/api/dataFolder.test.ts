import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/config/env';
import { StartupError } from '../../server/config/startupError';
import { startServer } from '../../server/startServer';
import { initialisedDataDir } from '../support/initialisedPglite';
import { startServerProcess } from '../support/serverProcess';

const quiet = (dataDir: string) => loadEnv({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

/** A data folder a server has migrated and seeded, then stopped. */
async function seededFolder(): Promise<string> {
  const dataDir = await initialisedDataDir('hall-folder-');
  const exitCode = process.exitCode;
  await (await startServer(quiet(dataDir))).close();
  process.exitCode = exitCode;
  return dataDir;
}

/** Processes and folders of their own: run once, in the PGlite project. */
describe.skipIf(process.env.TEST_DATABASE !== 'pglite')('the data folder (issue 11)', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await seededFolder();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is held by one process: a second exits naming the folder and the holder; after a kill -9 the next start takes it', async () => {
    const first = startServerProcess({ DATA_DIR: dataDir });
    try {
      const url = await first.listening();
      const second = startServerProcess({ DATA_DIR: dataDir });
      expect(await second.exited()).toBe(1);
      expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by process ${first.child.pid}`);
      expect(second.output()).not.toMatch(/\n\s+at /);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      // A killed process leaves its lock and a half-written upload behind; the next start takes
      // the lock over and removes the partial file.
      const partial = path.join(dataDir, 'files', 'ab', `ab${'0'.repeat(30)}.part`);
      fs.mkdirSync(path.dirname(partial), { recursive: true });
      fs.writeFileSync(partial, 'half an upload');
      first.child.kill('SIGKILL');
      await first.exited();
      const third = startServerProcess({ DATA_DIR: dataDir });
      try {
        await third.listening();
        await expect.poll(() => fs.existsSync(partial), { timeout: 10_000 }).toBe(false);
      } finally {
        await third.stop();
      }
    } finally {
      await first.stop();
    }
  }, 180_000);

  it('is never re-initialised when damaged: a missing PG_VERSION stops the start, naming the path, and keeps the data', async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-damaged-'));
    try {
      fs.cpSync(dataDir, damaged, { recursive: true });
      fs.rmSync(path.join(damaged, 'hall.lock'), { force: true });
      fs.rmSync(path.join(damaged, 'pglite', 'PG_VERSION'));
      const before = fs.readdirSync(path.join(damaged, 'pglite')).sort();
      const refusal = await startServer(quiet(damaged)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(StartupError);
      expect(String((refusal as Error).message)).toContain(`${path.join(damaged, 'pglite')} holds data but PG_VERSION is missing`);
      expect(fs.readdirSync(path.join(damaged, 'pglite')).sort()).toEqual(before);
      expect(fs.existsSync(path.join(damaged, 'hall.lock'))).toBe(false);
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
    }
  }, 60_000);

  it('says in one line what is wrong with a corrupt control file, an unwritable folder, or a DATABASE_URL without a user', async () => {
    const corrupt = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-corrupt-'));
    try {
      fs.cpSync(dataDir, corrupt, { recursive: true });
      fs.writeFileSync(path.join(corrupt, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 0x5a));
      const runs = [
        startServerProcess({ DATA_DIR: corrupt }),
        startServerProcess({ DATA_DIR: '/etc/hostname/hall' }),
        startServerProcess({ DATABASE_URL: 'postgres://127.0.0.1:5432/hall' }),
      ];
      const expected = [`The database in ${path.join(corrupt, 'pglite')} could not be opened`, 'DATA_DIR /etc/hostname/hall is not a writable folder (ENOTDIR)', 'DATABASE_URL: must name the database user'];
      for (const [index, run] of runs.entries()) {
        expect(await run.exited()).toBe(1);
        const output = run.output().trim();
        expect(output).toContain(expected[index]);
        expect(output).not.toMatch(/\n\s+at /);
        expect(output.length).toBeLessThan(400);
      }
    } finally {
      fs.rmSync(corrupt, { recursive: true, force: true });
    }
  }, 120_000);
});
