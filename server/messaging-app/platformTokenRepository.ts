import type { Db } from '../db/database';

/** The messaging platform's tokens: per user (OAuth) and app-wide (access token, JS-SDK ticket). */
export function createPlatformTokenRepository(db: Db) {
  return {
    saveUserToken: (row: { openid: string; access_token: string; refresh_token: string; expires_at: Date }) =>
      db
        .insertInto('wx_user_tokens')
        .values(row)
        .onConflict((oc) => oc.column('openid').doUpdateSet({ access_token: row.access_token, refresh_token: row.refresh_token, expires_at: row.expires_at, updated_at: new Date() }))
        .execute(),
    findUserToken: (openid: string) => db.selectFrom('wx_user_tokens').selectAll().where('openid', '=', openid).executeTakeFirst(),
    findAppToken: (name: string) => db.selectFrom('wx_platform_tokens').selectAll().where('name', '=', name).executeTakeFirst(),
    saveAppToken: (row: { name: string; value: string; expires_at: Date }) =>
      db
        .insertInto('wx_platform_tokens')
        .values(row)
        .onConflict((oc) => oc.column('name').doUpdateSet({ value: row.value, expires_at: row.expires_at }))
        .execute(),
  };
}

export type PlatformTokenRepository = ReturnType<typeof createPlatformTokenRepository>;
