import { sql } from 'kysely';
import type { Db } from '../db/database';

export type FaceStatus = 'pending' | 'success' | 'fail' | 'cancel' | 'error';

/** The emulated messaging app's face verifications: the identity to compare and the tester's outcome. */
export function createEmulatorFaceRepository(db: Db) {
  return {
    insertFace: (row: { key: string; kind: 'js' | 'detect'; openid: string; name: string; idcard: string; redirect_url: string | null }) =>
      db.insertInto('wx_face_verifications').values(row).execute(),
    findFace: (key: string) => db.selectFrom('wx_face_verifications').selectAll().where('key', '=', key).executeTakeFirst(),
    findFaceByResult: (verifyResult: string) =>
      db.selectFrom('wx_face_verifications').selectAll().where('verify_result', '=', verifyResult).executeTakeFirst(),
    /** Records the outcome once: a verification already finished is left as it was. */
    finishFace: (key: string, status: FaceStatus, verifyResult: string | null) =>
      db
        .updateTable('wx_face_verifications')
        .set({ status, verify_result: verifyResult, finished_at: sql`now()` })
        .where('key', '=', key)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),
  };
}
