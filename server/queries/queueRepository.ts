import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';
import { createWorkerHeartbeats, holderIsDead } from '../jobs/workerHeartbeats';
import { QUERY_STATES, type QueryOutcomeState } from '../../engine/queries/queryStates';

export type QueryKind = 'zs' | 'dzzz' | 'verify' | 'catchcert';

export interface QueryParams {
  name: string;
  cardnum: string;
  qzh?: string;
  xzqdm?: string;
  xzqmc?: string;
  phone?: string;
  /** The public origin the report's QR code points at. */
  origin?: string;
}

export interface QueryRow {
  id: string;
  openid: string;
  kind: string;
  state: number;
  params: QueryParams;
  filename: string | null;
  upload_file_id: string | null;
  result_file_id: string | null;
  result: unknown;
  attempts: number;
  /** The worker holding it while it runs. */
  locked_by?: string | null;
  created_at: Date;
  finished_at: Date | null;
}

const parse = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));
const toRow = (row: Record<string, unknown>): QueryRow => ({ ...(row as unknown as QueryRow), params: parse<QueryParams>(row.params), result: parse(row.result) });

/** A job not finished this long after it was claimed is claimed again (its worker hangs). */
export const STALE_AFTER_MS = 5 * 60_000;

/**
 * The query requests: each one is a citizen's record and a job. States only move forward:
 * 0 (queued) → 10 (being worked on) → 20 (found) or 21 (not found / failed check).
 */
export function createQueueRepository(db: Db) {
  return {
    async insert(input: { openid: string; kind: QueryKind; params: QueryParams; filename?: string; uploadFileId?: string }): Promise<QueryRow> {
      const row = await db
        .insertInto('query_requests')
        .values({
          id: crypto.randomBytes(12).toString('hex'),
          openid: input.openid,
          kind: input.kind,
          params: JSON.stringify(input.params),
          filename: input.filename ?? null,
          upload_file_id: input.uploadFileId ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toRow(row);
    },

    /**
     * Claims up to `limit` queued jobs for one worker: a short statement that locks the rows it
     * picks and skips rows another process holds, so no job is claimed by two workers at once.
     */
    async claim(workerId: string, limit: number): Promise<QueryRow[]> {
      const staleBefore = new Date(Date.now() - STALE_AFTER_MS);
      const result = await sql<Record<string, unknown>>`
        update query_requests set state = 10, locked_by = ${workerId}, locked_at = now(), attempts = attempts + 1
        where id in (
          select id from query_requests
          where state = 0 or (state = 10 and (locked_at < ${staleBefore} or ${holderIsDead('query_requests.locked_by')}))
          order by created_at
          limit ${limit}
          for update skip locked
        )
        returning *`.execute(db);
      return result.rows.map(toRow);
    },

    /**
     * Moves a claimed job to its final state; false when the job is no longer this worker's.
     * `alsoDo` commits with it (the outbox's "query answered" message) or not at all.
     */
    finish: (id: string, workerId: string, outcome: { state: QueryOutcomeState; resultFileId?: string | null; result?: unknown }, alsoDo?: (trx: Transaction<Database>, job: { openid: string; kind: string }) => Promise<void>) =>
      db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('query_requests')
          .set({
            state: outcome.state,
            result_file_id: outcome.resultFileId ?? null,
            result: outcome.result === undefined ? null : JSON.stringify(outcome.result),
            finished_at: sql`now()`,
            finished_by: workerId,
            finishes: sql`finishes + 1`,
          })
          .where('id', '=', id)
          .where('state', '=', 10)
          .where('locked_by', '=', workerId)
          .returning(['openid', 'kind'])
          .executeTakeFirst();
        if (updated && alsoDo) await alsoDo(trx, updated);
        return Boolean(updated);
      }),

    ...createWorkerHeartbeats(db),
    /** A job's input upload is no longer needed once its result is stored. */
    releaseUpload: (id: string) => db.updateTable('query_requests').set({ upload_file_id: null }).where('id', '=', id).execute(),

    async listOwned(openid: string, kinds: QueryKind[]): Promise<QueryRow[]> {
      const rows = await db.selectFrom('query_requests').selectAll().where('openid', '=', openid).where('kind', 'in', kinds).orderBy('created_at', 'desc').limit(200).execute();
      return rows.map((row) => toRow(row as unknown as Record<string, unknown>));
    },

    /**
     * The queue as the registrar watches it (docs/decisions/0097), oldest first: waiting (0),
     * running (10), or failed (21 by the worker's error, not a "not found" answer).
     */
    async listByState(state: 'waiting' | 'running' | 'failed', limit = 200): Promise<QueryRow[]> {
      let query = db.selectFrom('query_requests').selectAll();
      if (state === 'failed') query = query.where('state', '=', QUERY_STATES.notFound).where(sql<boolean>`result ->> 'error' = 'failed'`);
      else query = query.where('state', '=', state === 'waiting' ? QUERY_STATES.queued : QUERY_STATES.running).where('state', '<', QUERY_STATES.answered);
      const rows = await query.orderBy('created_at').limit(limit).execute();
      return rows.map((row) => toRow(row as unknown as Record<string, unknown>));
    },

    /**
     * A failed job queued again, in the caller's transaction: one conditional statement, so of two
     * registrars retrying it (or a retry racing a worker) one moves it; false when it is not failed.
     */
    async retryFailed(trx: Transaction<Database>, id: string): Promise<boolean> {
      const moved = await trx
        .updateTable('query_requests')
        .set({ state: QUERY_STATES.queued, locked_by: null, locked_at: null, result: null, result_file_id: null, finished_at: null, finished_by: null })
        .where('id', '=', id)
        .where('state', '=', QUERY_STATES.notFound)
        .where(sql<boolean>`result ->> 'error' = 'failed'`)
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) > 0;
    },

    async find(id: string): Promise<QueryRow | undefined> {
      const row = await db.selectFrom('query_requests').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRow(row as unknown as Record<string, unknown>) : undefined;
    },

  };
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
