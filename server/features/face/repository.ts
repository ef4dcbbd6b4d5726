import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** SQL of the real-name check: marking the user verified with the name and ID number checked. */
export function createFaceRepository(db: Db) {
  return {
    findUser: (openid: string) => db.selectFrom('users').selectAll().where('openid', '=', openid).executeTakeFirst(),
    markVerified: (openid: string, name: string, cardnum: string) =>
      db.updateTable('users').set({ name, cardnum, real_name_auth: true, updated_at: sql`now()` }).where('openid', '=', openid).execute(),
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute((trx) => work(trx)),
  };
}

export type FaceRepository = ReturnType<typeof createFaceRepository>;
