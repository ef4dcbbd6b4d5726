import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

/** SQL of the staff sessions (only hashes of tokens are stored); the table's one owner. */
export const staffSessionRepository = {
  insert: (trx: Transaction<Database> | Db, tokenHash: string, staffId: string, verified: boolean) =>
    trx.insertInto('staff_sessions').values({ token_hash: tokenHash, staff_id: staffId, verified }).execute(),

  /** The session with its account, as the guard needs it on every call. */
  find: (db: Db, tokenHash: string) =>
    db
      .selectFrom('staff_sessions as s')
      .innerJoin('staff_accounts as a', 'a.id', 's.staff_id')
      .select(['s.token_hash', 's.verified', 's.second_factor', 's.last_seen_at', 'a.id', 'a.username', 'a.name', 'a.roles', 'a.disabled_at', 'a.institution_name', 'a.institution_code', 'a.must_change_password'])
      .where('s.token_hash', '=', tokenHash)
      .executeTakeFirst(),

  touch: (db: Db, tokenHash: string, at: Date) => db.updateTable('staff_sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),

  /** The session passed its second factor: verified, and entitled to the roles that need one. */
  verify: (trx: Transaction<Database>, tokenHash: string) => trx.updateTable('staff_sessions').set({ verified: true, second_factor: true }).where('token_hash', '=', tokenHash).execute(),

  remove: (db: Db | Transaction<Database>, tokenHash: string) => db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute(),

  /** Ends every session of an account (disabled, roles changed). */
  removeForStaff: (trx: Transaction<Database>, staffId: string) => trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute(),

  /** Ends every other session of an account (its password changed): how many ended. */
  removeOthers: async (trx: Transaction<Database>, staffId: string, keepTokenHash: string) =>
    Number((await trx.deleteFrom('staff_sessions').where('staff_id', '=', staffId).where('token_hash', '!=', keepTokenHash).executeTakeFirst()).numDeletedRows),

  removeIdle: (db: Db, seenBefore: Date) => db.deleteFrom('staff_sessions').where('last_seen_at', '<', seenBefore).execute(),
};
