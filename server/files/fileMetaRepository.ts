import type { Db } from '../db/database';
import type { StoredFileMeta } from './fileStore';

/**
 * The stored_files table: what every file store records about a file, wherever its bytes are;
 * and file_owners, whose row lock holds an owner's quota checks one at a time.
 */
export function createFileMetaRepository(db: Db) {
  const tables = (executor: Db) => ({
    insert: (meta: StoredFileMeta, complete = true) =>
      executor
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
    complete: (id: string, size: number) => executor.updateTable('stored_files').set({ size, complete: true }).where('id', '=', id).execute(),
    /** What an owner's files take up, for the upload quota (stored_files_owner_idx). */
    async usage(ownerOpenid: string): Promise<number> {
      const row = await executor
        .selectFrom('stored_files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('size'), eb.val('0')).as('bytes'))
        .where('owner_openid', '=', ownerOpenid)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },
    /** Files a dead process left half-written, and files past their use (expired emulator media). */
    async listIncomplete(before: Date): Promise<string[]> {
      const rows = await executor.selectFrom('stored_files').select('id').where('complete', '=', false).where('created_at', '<', before).limit(500).execute();
      return rows.map((row) => row.id);
    },
    async find(id: string): Promise<StoredFileMeta | undefined> {
      const row = await executor.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
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
    remove: (id: string) => executor.deleteFrom('stored_files').where('id', '=', id).execute(),
  });

  return {
    ...tables(db),
    /**
     * Makes a file count as stored (`count`: its row written, or its last chunk marked) when its
     * owner's files, it included, stay within quotaBytes; false, with nothing counted, otherwise.
     * The sum and the count happen under the owner's file_owners row lock, so uploads racing in
     * any number of processes cannot together pass the quota. Without a quota it counts at once.
     */
    async countWithin(meta: StoredFileMeta, quotaBytes: number | undefined, count: (metas: ReturnType<typeof tables>) => Promise<unknown>): Promise<boolean> {
      const owner = meta.ownerOpenid;
      if (quotaBytes === undefined || owner === null) {
        await count(tables(db));
        return true;
      }
      return db.transaction().execute(async (trx) => {
        // Inserts the owner's row or, when it is there, locks it: either way held until commit.
        await trx
          .insertInto('file_owners')
          .values({ owner_openid: owner })
          .onConflict((oc) => oc.column('owner_openid').doUpdateSet({ owner_openid: owner }))
          .execute();
        const metas = tables(trx);
        if ((await metas.usage(owner)) + meta.size > quotaBytes) return false;
        await count(metas);
        return true;
      });
    },
  };
}

export type FileMetaRepository = ReturnType<typeof createFileMetaRepository>;
