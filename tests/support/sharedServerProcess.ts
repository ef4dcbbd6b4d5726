import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { copyInitialisedPglite } from './initialisedPglite';
import { startServerProcess } from './serverProcess';
import { TEST_SERVER_SETTINGS } from './startTestServer';

/** A port the system has just handed out, free for the child to listen on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function healthy(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (await fetch(`${url}/healthz`).then((answer) => answer.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer /healthz`);
}

/**
 * A project's shared server in a process of its own (decision 0098), with the test servers'
 * settings: each worker's server then runs on its own core. In vitest's main process they would
 * share one thread, where PGlite's WASM made the files of two workers wait on each other.
 */
export async function startSharedServerProcess(extra: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-shared-'));
  if (!extra.DATABASE_URL) await copyInitialisedPglite(path.join(dataDir, 'pglite'));
  const port = await freePort();
  const run = startServerProcess({ ...TEST_SERVER_SETTINGS, LOG_LEVEL: 'warn', PORT: String(port), DATA_DIR: dataDir, ...extra });
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([healthy(url, Date.now() + 120_000), run.exited().then((code) => Promise.reject(new Error(`the shared server exited (${code}): ${run.output()}`)))]);
  } catch (error) {
    await run.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async close() {
      await run.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
