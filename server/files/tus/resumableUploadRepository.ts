import { sql } from 'kysely';
import type { Db } from '../../db/database';

export interface ResumableUpload {
  id: string;
  ownerOpenid: string;
  kind: string;
  length: number;
  filename: string;
  fields: Record<string, string>;
  /** Set once a finish has claimed the upload (docs/decisions/0100). */
  finishing: boolean;
  /** What its finish made (the queued verification's id); null until then. */
  resultId: string | null;
}

type Row = { id: string; owner_openid: string; kind: string; length: number | string; filename: string; fields: Record<string, string> | string; finishing_at: Date | null; result_id: string | null };

const toUpload = (row: Row): ResumableUpload => ({
  id: row.id,
  ownerOpenid: row.owner_openid,
  kind: row.kind,
  length: Number(row.length),
  filename: row.filename,
  fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Record<string, string>) : row.fields,
  finishing: row.finishing_at !== null,
  resultId: row.result_id,
});

/** The resumable_uploads table (migration 0040): who made each tus upload, and its finish. */
export function createResumableUploadRepository(db: Db) {
  return {
    insert: (upload: { id: string; ownerOpenid: string; kind: string; length: number; filename: string; fields: Record<string, string> }) =>
      db
        .insertInto('resumable_uploads')
        .values({ id: upload.id, owner_openid: upload.ownerOpenid, kind: upload.kind, length: upload.length, filename: upload.filename, fields: JSON.stringify(upload.fields) })
        .execute(),
    /** The upload when it is this owner's: another's id is as unknown as a made-up one. */
    async findOwned(id: string, ownerOpenid: string): Promise<ResumableUpload | undefined> {
      const row = await db.selectFrom('resumable_uploads').selectAll().where('id', '=', id).where('owner_openid', '=', ownerOpenid).executeTakeFirst();
      return row ? toUpload(row) : undefined;
    },
    /** The owner's unfinished uploads after the newest `keep` (resumable_uploads_owner_idx): the ones a new upload replaces. */
    async unfinishedBeyond(ownerOpenid: string, keep: number): Promise<string[]> {
      const rows = await db
        .selectFrom('resumable_uploads')
        .select('id')
        .where('owner_openid', '=', ownerOpenid)
        .where('finishing_at', 'is', null)
        .orderBy('created_at', 'desc')
        .offset(keep)
        .limit(50)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Claims the finish: true for the one caller that set it, whichever process (a conditional update). */
    async claimFinish(id: string): Promise<ResumableUpload | undefined> {
      const row = await db.updateTable('resumable_uploads').set({ finishing_at: sql<Date>`now()` }).where('id', '=', id).where('finishing_at', 'is', null).returningAll().executeTakeFirst();
      return row ? toUpload(row) : undefined;
    },
    finished: (id: string, resultId: string) => db.updateTable('resumable_uploads').set({ result_id: resultId }).where('id', '=', id).execute(),
    /** Removes the owner's upload unless its finish has begun; true when it was removed. */
    async removeUnclaimed(id: string, ownerOpenid: string): Promise<boolean> {
      const rows = await db.deleteFrom('resumable_uploads').where('id', '=', id).where('owner_openid', '=', ownerOpenid).where('finishing_at', 'is', null).returning('id').execute();
      return rows.length > 0;
    },
    remove: (id: string) => db.deleteFrom('resumable_uploads').where('id', '=', id).execute(),
    /** Uploads made before `before` (resumable_uploads_created_idx): unfinished ones are abandoned, finished ones answered long ago. */
    async listOlderThan(before: Date): Promise<string[]> {
      const rows = await db.selectFrom('resumable_uploads').select('id').where('created_at', '<', before).limit(500).execute();
      return rows.map((row) => row.id);
    },
  };
}

export type ResumableUploadRepository = ReturnType<typeof createResumableUploadRepository>;
