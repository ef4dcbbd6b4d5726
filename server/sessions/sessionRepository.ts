import type { Db } from '../db/database';

export interface SessionRow {
  openid: string;
  created_at: Date;
  last_seen_at: Date;
}

export function createSessionRepository(db: Db) {
  return {
    insert: (tokenHash: string, openid: string) =>
      db.insertInto('sessions').values({ token_hash: tokenHash, openid }).execute(),
    find: (tokenHash: string): Promise<SessionRow | undefined> =>
      db.selectFrom('sessions').select(['openid', 'created_at', 'last_seen_at']).where('token_hash', '=', tokenHash).executeTakeFirst(),
    touch: (tokenHash: string, at: Date) =>
      db.updateTable('sessions').set({ last_seen_at: at }).where('token_hash', '=', tokenHash).execute(),
    remove: (tokenHash: string) => db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute(),
    removeOlderThan: (createdBefore: Date, seenBefore: Date) =>
      db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('created_at', '<', createdBefore), eb('last_seen_at', '<', seenBefore)]))
        .execute(),
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
