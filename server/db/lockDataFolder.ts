import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../config/startupError';

interface LockHolder {
  pid: number;
  host: string;
  since: string;
}

const LOCK_FILE = 'hall.lock';

function readHolder(file: string): LockHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process alone: PGlite is one process's database, and two
 * processes on one folder each acknowledge writes the other then loses. The lock is a file made
 * with O_EXCL naming the holder; a holder that is no longer running (killed) leaves a stale lock
 * that the next start takes over. Answers the release (also run when the process exits).
 */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      const release = () => {
        if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && holder.host === mine.host && holder.pid !== process.pid && isRunning(holder.pid)) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid} (since ${holder.since}); stop it or choose another DATA_DIR. ` +
          `If process ${holder.pid} is not a service hall, remove ${file}.`,
      );
    }
    if (holder && holder.host !== mine.host) {
      throw new StartupError(`DATA_DIR ${dataDir} is locked by process ${holder.pid} on ${holder.host}; a PGlite folder serves one process (use DATABASE_URL for several).`);
    }
    // The holder died without releasing (kill -9, power cut): take the lock over.
    fs.rmSync(file, { force: true });
  }
  throw new StartupError(`DATA_DIR ${dataDir}: could not take ${file}`);
}
