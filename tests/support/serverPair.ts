import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../server/db/database';
import { startOwnTestServer } from './ownTestServer';
import { startServerProcess } from './serverProcess';

export interface ServerPair {
  /** Where to send the two sides of a race: two processes on PostgreSQL, the one PGlite process twice. */
  urls: [string, string];
  /** The shared database, to look at what was stored. */
  db: Db;
  stop(): Promise<void>;
}

/**
 * Two server processes on one fresh database with the given settings, for races between
 * processes: on PostgreSQL an in-process server and a child process (`npm start`'s entry); on
 * PGlite (one process by design) a single server answering both sides.
 */
export async function startServerPair(extra: Record<string, string>): Promise<ServerPair | undefined> {
  const first = await startOwnTestServer(extra);
  if (!first) return undefined;
  const databaseUrl = first.deps.env.DATABASE_URL;
  if (!databaseUrl) return { urls: [first.url, first.url], db: first.deps.db, stop: () => first.stop() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-pair-'));
  const second = startServerProcess({ ...extra, DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
  const stop = async () => {
    await second.stop();
    await first.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { urls: [first.url, await second.listening()], db: first.deps.db, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
