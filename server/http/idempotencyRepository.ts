import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The replay record's own writes commit without waiting for their WAL flush (decision 0032): on
 * every changing call they were two of its three flushes. `set_config(..., true)` holds for the
 * statement's own transaction, and selecting from it in the statement makes PostgreSQL evaluate it,
 * so it costs no extra round trip. Safe because the claim is flushed by the call's own (synchronous)
 * commit that follows it, and a completion lost in a crash leaves the claim unanswered — what a
 * process dying mid-call leaves too: a retry with that reqseq is told the call is busy.
 */
const ASYNC_COMMIT = sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`;

export interface StoredAnswer {
  status: number | null;
  body: unknown;
}

export function createIdempotencyRepository(db: Db) {
  return {
    /** Claims (user, route, reqseq); false when someone already holds it. */
    async claim(openid: string, route: string, reqseq: string): Promise<boolean> {
      const result = await sql`insert into idempotency (openid, route, reqseq) select ${openid}, ${route}, ${reqseq} from ${ASYNC_COMMIT} on conflict do nothing`.execute(db);
      return Number(result.numAffectedRows ?? 0) > 0;
    },
    find: (openid: string, route: string, reqseq: string): Promise<StoredAnswer | undefined> =>
      db
        .selectFrom('idempotency')
        .select(['status', 'body'])
        .where('openid', '=', openid)
        .where('route', '=', route)
        .where('reqseq', '=', reqseq)
        .executeTakeFirst(),
    complete: (openid: string, route: string, reqseq: string, status: number, body: unknown) =>
      sql`update idempotency set status = ${status}, body = ${JSON.stringify(body ?? null)} from ${ASYNC_COMMIT} where openid = ${openid} and route = ${route} and reqseq = ${reqseq}`.execute(db),
    release: (openid: string, route: string, reqseq: string) =>
      db.deleteFrom('idempotency').where('openid', '=', openid).where('route', '=', route).where('reqseq', '=', reqseq).execute(),
    removeOlderThan: (before: Date) => db.deleteFrom('idempotency').where('created_at', '<', before).execute(),
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
