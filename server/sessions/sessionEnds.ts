import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database';

const CHANNEL = 'hall_session_ended';
const RECONNECT_MS = 1_000;

/** Announces to every server process on this database that a session has ended (logout, refresh). */
export async function announceSessionEnd(db: Db, tokenHash: string): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${tokenHash})`.execute(db);
}

export interface SessionEndListener {
  /** True while announcements arrive; after a dropped connection, false until it is back. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Listens on PostgreSQL for sessions ended by other processes, on a connection of its own (LISTEN
 * needs one that stays open). When it drops, announcements may be lost: `onMissed` runs (the
 * caller forgets what it cached) and `listening` stays false until it has reconnected.
 */
export async function listenForSessionEnds(databaseUrl: string, onEnded: (tokenHash: string) => void, onMissed: () => void): Promise<SessionEndListener> {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dropped = () => {
    if (!listening && client === undefined) return;
    listening = false;
    client = undefined;
    onMissed();
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) onEnded(message.payload);
    });
    next.on('error', dropped);
    next.on('end', dropped);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      client = next;
      listening = true;
    } catch {
      await next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }

  await connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      await open?.end().catch(() => undefined);
    },
  };
}
