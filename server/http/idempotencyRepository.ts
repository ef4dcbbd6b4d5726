import type { Db } from '../db/database';

export interface StoredAnswer {
  status: number | null;
  body: unknown;
}

export function createIdempotencyRepository(db: Db) {
  return {
    /** Claims (user, route, reqseq); false when someone already holds it. */
    async claim(openid: string, route: string, reqseq: string): Promise<boolean> {
      const result = await db
        .insertInto('idempotency')
        .values({ openid, route, reqseq })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
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
      db
        .updateTable('idempotency')
        .set({ status, body: JSON.stringify(body ?? null) })
        .where('openid', '=', openid)
        .where('route', '=', route)
        .where('reqseq', '=', reqseq)
        .execute(),
    release: (openid: string, route: string, reqseq: string) =>
      db.deleteFrom('idempotency').where('openid', '=', openid).where('route', '=', route).where('reqseq', '=', reqseq).execute(),
    removeOlderThan: (before: Date) => db.deleteFrom('idempotency').where('created_at', '<', before).execute(),
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
