import type { Db } from '../db/database';
import type { StoredFileMeta } from './fileStore';

/** The stored_files table: what every file store records about a file, wherever its bytes are. */
export function createFileMetaRepository(db: Db) {
  return {
    insert: (meta: StoredFileMeta, complete = true) =>
      db
        .insertInto('stored_files')
        .values({
          id: meta.id,
          owner_openid: meta.ownerOpenid,
          kind: meta.kind,
          mime: meta.mime,
          size: meta.size,
          original_name: meta.originalName,
          complete,
        })
        .execute(),
    /** The bytes have all arrived: the file counts as stored. */
    complete: (id: string, size: number) => db.updateTable('stored_files').set({ size, complete: true }).where('id', '=', id).execute(),
    /** What an owner's files take up, for the upload quota (stored_files_owner_idx). */
    async usage(ownerOpenid: string): Promise<number> {
      const row = await db
        .selectFrom('stored_files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), eb.val('0')).as('bytes'))
        .where('owner_openid', '=', ownerOpenid)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },
    /** Files a dead process left half-written, and files past their use (expired emulator media). */
    async listIncomplete(before: Date): Promise<string[]> {
      const rows = await db.selectFrom('stored_files').select('id').where('complete', '=', false).where('created_at', '<', before).limit(500).execute();
      return rows.map((row) => row.id);
    },
    async find(id: string): Promise<StoredFileMeta | undefined> {
      const row = await db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        ownerOpenid: row.owner_openid,
        kind: row.kind,
        mime: row.mime,
        size: Number(row.size),
        originalName: row.original_name,
      };
    },
    remove: (id: string) => db.deleteFrom('stored_files').where('id', '=', id).execute(),
  };
}

export type FileMetaRepository = ReturnType<typeof createFileMetaRepository>;
