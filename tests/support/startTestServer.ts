import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../server/config/env';
import { startServer, type RunningServer } from '../../server/startServer';
import { copyInitialisedPglite } from './initialisedPglite';
import { forgetServer } from './serverMemo';

/**
 * What every test server runs with. Every test request comes from one address: its per-address
 * budgets (texts, anonymous calls) are lifted here; the tests of those limits start servers of their
 * own (sharedAddress.test.ts). Codes live five minutes: a test that asks for a code and uses it may
 * take seconds on a busy machine; the tests of expiry give their own servers short lives.
 */
export const TEST_SERVER_SETTINGS = { NODE_ENV: 'test', WX_CODE_TTL_SECONDS: '300', PHONE_CODE_TTL_SECONDS: '300', SMS_PER_ADDRESS_PER_HOUR: '100000', API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '100000' };

/** A real server on a random port, with a data folder of its own under the system temp folder. */
export async function startTestServer(extra: Record<string, string> = {}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-test-'));
  const env = loadEnv({ ...TEST_SERVER_SETTINGS, PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...extra });
  // A server on PGlite in a folder made here starts on a copy of an initialised cluster; a test
  // that brings its own DATA_DIR (a first start, a damaged folder) gets exactly what it brought.
  if (!env.DATABASE_URL && extra.DATA_DIR === undefined) await copyInitialisedPglite(path.join(dataDir, 'pglite'));
  const running = await startServer(env, path.resolve('dist'));
  return {
    ...running,
    dataDir,
    async close() {
      // PGlite's WASM runtime sets process.exitCode when it shuts down; in vitest's main process
      // that would turn a failed run into exit 0, so keep the code vitest had set.
      const exitCode = process.exitCode;
      await running.close();
      forgetServer(running.url);
      process.exitCode = exitCode;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
