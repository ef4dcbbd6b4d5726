import type { Db } from '../db/database';
import type { StoredFileMeta } from './fileStore';

/** The stored_files table: what every file store records about a file, wherever its bytes are. */
export function createFileMetaRepository(db: Db) {
  return {
    insert: (meta: StoredFileMeta) =>
      db
        .insertInto('stored_files')
        .values({
          id: meta.id,
          owner_openid: meta.ownerOpenid,
          kind: meta.kind,
          mime: meta.mime,
          size: meta.size,
          original_name: meta.originalName,
        })
        .execute(),
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
