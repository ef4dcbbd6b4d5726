import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { UserTable } from '../db/types';

export type UserRow = Selectable<UserTable>;

/** The hall's users, keyed by the messaging app's openid. */
export function createUserRepository(db: Db) {
  return {
    find: (openid: string): Promise<UserRow | undefined> => db.selectFrom('users').selectAll().where('openid', '=', openid).executeTakeFirst(),
    /** The hall users real-name verified with this ID number (index users_verified_cardnum_idx). */
    verifiedWithIdNumber: (cardnum: string) =>
      db.selectFrom('users').select(['openid']).where('cardnum', '=', cardnum).where('real_name_auth', '=', true).orderBy('openid').execute(),
    /** Creates the user with the defaults of spec 000 section 3 (cardtype 1, usertype 0); an existing one is kept. */
    insertIfAbsent: (user: { openid: string; appid: string; nickname: string; headimgurl: string }) =>
      db
        .insertInto('users')
        .values({ ...user, cardtype: '1', usertype: '0' })
        .onConflict((oc) => oc.column('openid').doNothing())
        .execute(),
    updateSnapshot: (openid: string, nickname: string, headimgurl: string) =>
      db
        .updateTable('users')
        .set({ nickname, headimgurl, profile_refreshed_at: sql`now()`, updated_at: sql`now()` })
        .where('openid', '=', openid)
        .execute(),
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
