import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'hall-bench-'));
}

/** A loaded 2-core machine starting several servers (and PGlite's first initdb) can take a while. */
const HEALTH_WAIT_MS = 60_000;

export async function waitForHealth(url: string, timeoutMs = HEALTH_WAIT_MS, child?: ChildProcess): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    // A server that has exited will not become healthy: say so at once instead of after the wait.
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited (code ${child.exitCode}) before it was healthy`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`);
}

/** Starts the built server (npm start's own entry) as a separate process on a fixed port. */
export async function startServerProcess(port: number, dataDir: string, extraEnv: Record<string, string> = {}, timeoutMs?: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, timeoutMs, child);
  } catch (error) {
    // Never leave a server running behind a failed start.
    await stopChild(child);
    throw error;
  }
  return { url, child, stop: () => stopChild(child) };
}

export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
