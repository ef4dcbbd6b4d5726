import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';

/** A worker says it is alive this often; one silent for HEARTBEAT_LAPSE_S has died, and its jobs are claimed again at once. */
export const HEARTBEAT_MS = 5_000;
export const HEARTBEAT_LAPSE_S = 20;

/**
 * The heartbeats every background worker writes (the query queue's, the outbox's): a job held by
 * a worker that stopped beating (kill -9, a crash) is claimed again by the next worker that looks
 * (docs/decisions/0016). One table, one owner: this module.
 */
export function createWorkerHeartbeats(db: Db) {
  return {
    /** This worker is alive (and heartbeats of workers gone a day are forgotten). */
    async beat(workerId: string): Promise<void> {
      await db
        .insertInto('worker_heartbeats')
        .values({ id: workerId, seen_at: new Date() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: new Date() }))
        .execute();
      await db.deleteFrom('worker_heartbeats').where('seen_at', '<', new Date(Date.now() - 86_400_000)).execute();
    },
    /** A worker that stops cleanly leaves no heartbeat: its unfinished jobs (none) need no wait. */
    retire: (workerId: string) => db.deleteFrom('worker_heartbeats').where('id', '=', workerId).execute(),
  };
}

/** SQL true when the worker named in `lockedBy` (a column reference) has not beaten lately: its lease is void. */
export const holderIsDead = (lockedBy: string): RawBuilder<boolean> =>
  sql<boolean>`not exists (select 1 from worker_heartbeats h where h.id = ${sql.ref(lockedBy)} and h.seen_at > now() - make_interval(secs => ${HEARTBEAT_LAPSE_S}))`;
