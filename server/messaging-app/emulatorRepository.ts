import { sql } from 'kysely';
import type { Db } from '../db/database';
import { createEmulatorFaceRepository } from './emulatorFaceRepository';

/** The emulated messaging app's own records: its accounts, its one-time codes and uploaded media. */
export function createEmulatorRepository(db: Db) {
  return {
    ...createEmulatorFaceRepository(db),
    listAccounts: () =>
      db.selectFrom('wx_accounts').select(['openid', 'nickname']).orderBy('created_at', 'asc').limit(30).execute(),
    findAccount: (openid: string) => db.selectFrom('wx_accounts').selectAll().where('openid', '=', openid).executeTakeFirst(),
    ensureAccount: (openid: string, appid: string, nickname: string) =>
      db
        .insertInto('wx_accounts')
        .values({ openid, appid, nickname, headimgurl: '/icons/avatar.svg' })
        .onConflict((oc) => oc.column('openid').doNothing())
        .execute(),
    insertCode: (row: { code: string; openid: string; appid: string; state: string; expires_at: Date }) =>
      db.insertInto('wx_auth_codes').values(row).execute(),
    /** Marks the code used, atomically: of two requests racing with one code, one wins. */
    consumeCode: (code: string) =>
      db
        .updateTable('wx_auth_codes')
        .set({ used_at: sql`now()` })
        .where('code', '=', code)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['openid', 'appid'])
        .executeTakeFirst(),
    findCode: (code: string) => db.selectFrom('wx_auth_codes').selectAll().where('code', '=', code).executeTakeFirst(),
    insertMedia: (row: { media_id: string; openid: string; file_id: string; expires_at: Date }) =>
      db.insertInto('wx_media').values(row).execute(),
    findMedia: (mediaId: string) =>
      db.selectFrom('wx_media').selectAll().where('media_id', '=', mediaId).where('expires_at', '>', sql<Date>`now()`).executeTakeFirst(),
    /** The emulated platform keeps one subscription message per idempotency key (none: always kept). */
    insertSubscribeMessage: (row: { touser: string; template_id: string; page: string; data: unknown; idempotency_key: string | null }) =>
      db
        .insertInto('wx_emulated_subscribe_messages')
        .values({ ...row, data: JSON.stringify(row.data) })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst(),
    /** One user's subscription messages, newest first (the emulated app's inbox). */
    listSubscribeMessages: (touser: string, limit = 50) =>
      db.selectFrom('wx_emulated_subscribe_messages').select(['id', 'template_id', 'page', 'data', 'created_at']).where('touser', '=', touser).orderBy('id', 'desc').limit(limit).execute(),
  };
}

export type EmulatorRepository = ReturnType<typeof createEmulatorRepository>;
