import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How long a passed face check may be used to mark the user verified. */
export const FACE_CHECK_VALID_MS = 30 * 60_000;

/**
 * Our record of passed face checks (face_checks): the only thing that may mark a user real-name
 * verified, each used once, for the name and ID number it was done with.
 */
export function createFaceCheckRepository(db: Db) {
  /** Passed checks not used yet for this user, name and number, done after since. */
  const usableChecks = (openid: string, name: string, cardnum: string, since: Date) =>
    db
      .selectFrom('face_checks')
      .select('id')
      .where('openid', '=', openid)
      .where('name', '=', name)
      .where('cardnum', '=', cardnum)
      .where('used_at', 'is', null)
      .where('verified_at', '>', since);

  return {
    insertFaceCheck: (row: { id: string; openid: string; name: string; cardnum: string; source: string }) =>
      db.insertInto('face_checks').values(row).onConflict((oc) => oc.column('id').doNothing()).execute(),
    /** Uses the newest unused passed check for this name and number, if it is recent enough. */
    useFaceCheck: (openid: string, name: string, cardnum: string, since: Date) =>
      db
        .updateTable('face_checks')
        .set({ used_at: sql`now()` })
        .where('id', '=', usableChecks(openid, name, cardnum, since).orderBy('verified_at', 'desc').limit(1))
        .where('used_at', 'is', null)
        .returning(['id'])
        .executeTakeFirst(),
    /**
     * Uses this user's newest unused passed check done for this ID number (whatever name was typed),
     * if recent enough: who the user proved to be, for a party's confirmation (docs/decisions/0055).
     */
    useFaceCheckForNumber: (openid: string, cardnum: string, since: Date) =>
      db
        .updateTable('face_checks')
        .set({ used_at: sql`now()` })
        .where(
          'id',
          '=',
          db.selectFrom('face_checks').select('id').where('openid', '=', openid).where('cardnum', '=', cardnum).where('used_at', 'is', null).where('verified_at', '>', since).orderBy('verified_at', 'desc').limit(1),
        )
        .where('used_at', 'is', null)
        .returning(['id'])
        .executeTakeFirst(),
    /** Whether this user has a passed face check since that is not used yet (for whatever identity). */
    hasRecentFaceCheck: async (openid: string, since: Date) =>
      Boolean(await db.selectFrom('face_checks').select('id').where('openid', '=', openid).where('used_at', 'is', null).where('verified_at', '>', since).executeTakeFirst()),
    hasFaceCheck: async (openid: string, name: string, cardnum: string, since: Date) => Boolean(await usableChecks(openid, name, cardnum, since).executeTakeFirst()),
  };
}

export type FaceCheckRepository = ReturnType<typeof createFaceCheckRepository>;
