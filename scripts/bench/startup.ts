import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { stopChild, tempDataDir, waitForHealth } from './serverProcess';

/** `npm start` on an existing data folder until /healthz answers 200; the median of three starts. */
export async function benchStartup(port: number): Promise<Record<string, number>> {
  const dataDir = tempDataDir();
  const times: number[] = [];
  for (let run = 0; run < 4; run++) {
    const started = performance.now();
    const child = spawn('npm', ['start', '--silent'], {
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
      detached: true,
    });
    await waitForHealth(`http://127.0.0.1:${port}`);
    const elapsed = performance.now() - started;
    // The first start creates the data folder (initdb); the figure is for an existing one.
    if (run > 0) times.push(elapsed);
    process.kill(-child.pid!, 'SIGTERM');
    await stopChild(child);
    await folderReleased(dataDir);
  }
  times.sort((a, b) => a - b);
  return { 'npm start to healthz 200, existing data folder (ms, median of 3)': Math.round(times[1]!) };
}

/**
 * npm exits on SIGTERM before the server it started has closed the database; the next start would
 * find the data folder still locked (decision 0014) and refuse. Wait for the lock to go.
 */
async function folderReleased(dataDir: string): Promise<void> {
  const lock = path.join(dataDir, 'hall.lock');
  for (let waited = 0; fs.existsSync(lock) && waited < 30_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}
