import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../server/config/env';
import { startServer, type RunningServer } from '../../server/startServer';

/** A real server on a random port, with a data folder of its own under the system temp folder. */
export async function startTestServer(extra: Record<string, string> = {}): Promise<RunningServer & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-test-'));
  const env = loadEnv({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WX_CODE_TTL_SECONDS: '5', PHONE_CODE_TTL_SECONDS: '4', ...extra });
  const running = await startServer(env, path.resolve('dist'));
  return {
    ...running,
    dataDir,
    async close() {
      await running.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
