import type { Db } from '../db/database';

/** What the material rules need of an application: whose it is, its business and its state. */
export interface MaterialApplication {
  id: string;
  openid: string;
  prodefid: string;
  shzt: number;
}

/** Material file kinds in the file store. */
export const MATERIAL_KINDS = ['material', 'material-thumb'] as const;

/**
 * Uploaded materials (application_materials) and what they hang on: SQL only. A picture is added
 * or deleted under its application's row lock, the one lock submit also takes (docs/decisions/0035).
 */
export function createMaterialsRepository(db: Db) {
  const tables = (executor: Db) => {
    const applicationById = (id: string) => executor.selectFrom('applications').select(['id', 'openid', 'prodefid', 'shzt']).where('id', '=', id);
    return {
      application: (id: string): Promise<MaterialApplication | undefined> => applicationById(id).executeTakeFirst(),

      /** The application, locked until the transaction ends: its pictures change one change at a time. */
      lockApplication: (id: string): Promise<MaterialApplication | undefined> => applicationById(id).forUpdate().executeTakeFirst(),

      /** A material with its application's owner and state. */
      material: (id: string) =>
        executor
          .selectFrom('application_materials as m')
          .innerJoin('applications as a', 'a.id', 'm.application_id')
          .select(['m.id', 'm.application_id', 'm.group_id', 'm.file_id', 'm.thumb_file_id', 'a.openid', 'a.shzt'])
          .where('m.id', '=', id)
          .executeTakeFirst(),

      countInGroup: async (applicationId: string, groupId: string) => {
        const row = await executor
          .selectFrom('application_materials')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('application_id', '=', applicationId)
          .where('group_id', '=', groupId)
          .executeTakeFirstOrThrow();
        return Number(row.n);
      },

      insert: (row: { id: string; application_id: string; group_id: string; file_id: string; thumb_file_id: string }) =>
        executor.insertInto('application_materials').values(row).execute(),

      /** Deletes a material; false when it was already gone. */
      remove: async (id: string) => (await executor.deleteFrom('application_materials').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,
    };
  };

  return {
    ...tables(db),
    /** Runs work in one transaction with the same functions bound to it. */
    transaction: <T>(work: (trx: ReturnType<typeof tables>) => Promise<T>) => db.transaction().execute((trx) => work(tables(trx))),

    list: (applicationId: string) =>
      db
        .selectFrom('application_materials')
        .select(['id', 'group_id'])
        .where('application_id', '=', applicationId)
        .orderBy('group_id')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** Bytes of the pictures (originals and thumbnails) under the user's applications. */
    bytesOf: async (openid: string) => {
      const row = await db
        .selectFrom('applications as a')
        .innerJoin('application_materials as m', 'm.application_id', 'a.id')
        .innerJoin('stored_files as f', (join) => join.on((eb) => eb.or([eb('f.id', '=', eb.ref('m.file_id')), eb('f.id', '=', eb.ref('m.thumb_file_id'))])))
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('f.size'), eb.lit(0)).as('bytes'))
        .where('a.openid', '=', openid)
        .executeTakeFirstOrThrow();
      return Number(row.bytes);
    },

    /** Material files no material row points at any more (their application was deleted), older than `before`. */
    orphanFiles: (before: Date, limit: number) =>
      db
        .selectFrom('stored_files as f')
        .select('f.id')
        .where('f.kind', 'in', MATERIAL_KINDS)
        .where('f.created_at', '<', before)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('application_materials as m')
                .select('m.id')
                .where((inner) => inner.or([inner('m.file_id', '=', inner.ref('f.id')), inner('m.thumb_file_id', '=', inner.ref('f.id'))])),
            ),
          ),
        )
        .limit(limit)
        .execute(),
  };
}

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
export type MaterialTables = Parameters<Parameters<MaterialsRepository['transaction']>[0]>[0];
