import { sql } from 'kysely';
import type { Db } from '../db/database';
import { listenOnChannel, type ChannelListener } from '../db/listenOnChannel';

const CHANNEL = 'hall_session_ended';

/** Announces to every server process on this database that a session has ended (logout, refresh). */
export async function announceSessionEnd(db: Db, tokenHash: string): Promise<void> {
  await sql`select pg_notify(${CHANNEL}, ${tokenHash})`.execute(db);
}

/** Sessions ended by other processes, announced on PostgreSQL (decision 0032). */
export const listenForSessionEnds = (databaseUrl: string, onEnded: (tokenHash: string) => void, onMissed: () => void): Promise<ChannelListener> =>
  listenOnChannel(databaseUrl, CHANNEL, onEnded, onMissed);
