import { sql } from 'kysely';
import type { Db } from '../db/database';

/** SQL for the profile, phone codes and face checks of the signed-in user. */
export function createAccountRepository(db: Db) {
  return {
    findUser: (openid: string) => db.selectFrom('users').selectAll().where('openid', '=', openid).executeTakeFirst(),

    // Phone codes -------------------------------------------------------------------------
    insertCode: (row: { id: string; openid: string; phone: string; code_hash: string; expires_at: Date }) =>
      db.insertInto('phone_codes').values(row).execute(),
    /** The newest unused code this user asked for this phone. */
    latestCode: (openid: string, phone: string) =>
      db
        .selectFrom('phone_codes')
        .selectAll()
        .where('openid', '=', openid)
        .where('phone', '=', phone)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    /** Spends one try, atomically; undefined when the tries are used up. */
    spendTry: (id: string, maxTries: number) =>
      db
        .updateTable('phone_codes')
        .set({ attempts: sql`attempts + 1` })
        .where('id', '=', id)
        .where('attempts', '<', maxTries)
        .where('used_at', 'is', null)
        .returning(['attempts'])
        .executeTakeFirst(),
    /** Marks the code used; of two racing requests only one gets it. */
    useCode: (id: string) =>
      db.updateTable('phone_codes').set({ used_at: sql`now()` }).where('id', '=', id).where('used_at', 'is', null).returning(['id']).executeTakeFirst(),
    countCodesSince: async (column: 'phone' | 'openid', value: string, since: Date) => {
      const row = await db
        .selectFrom('phone_codes')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where(column, '=', value)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    // Profile -----------------------------------------------------------------------------
    updateProfile: (
      openid: string,
      values: { name: string; cardnum: string; phone: string | null; real_name_auth: boolean; password_hash?: string },
    ) =>
      db
        .updateTable('users')
        .set({ ...values, updated_at: sql`now()` })
        .where('openid', '=', openid)
        .execute(),
    /** Runs work in one transaction; repositories are made from the transaction it is given. */
    transaction: <T>(work: (trx: Db) => Promise<T>) => db.transaction().execute((trx) => work(trx)),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
