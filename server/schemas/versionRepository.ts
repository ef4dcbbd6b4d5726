import { sql } from 'kysely';
import type { Db } from '../db/database';

/** SQL of the published configuration versions (table schema_versions, owned by the schema feature). */
export function createSchemaVersionRepository(db: Db) {
  const numberOf = async (executor: Db, hash: string) =>
    (await executor.selectFrom('schema_versions').select('number').where('hash', '=', hash).executeTakeFirst())?.number;

  return {
    /**
     * The number of this content, published under the next number when it is new. Publishers take
     * the table's lock in turn (every process starting on a changed folder publishes the same
     * content): one number per content, numbers without gaps.
     */
    async publish(hash: string, files: Record<string, unknown>): Promise<number> {
      const known = await numberOf(db, hash);
      if (known !== undefined) return known;
      return db.transaction().execute(async (trx) => {
        await sql`lock table schema_versions in share row exclusive mode`.execute(trx);
        const published = await numberOf(trx, hash);
        if (published !== undefined) return published;
        const { last } = await trx.selectFrom('schema_versions').select((eb) => eb.fn.max('number').as('last')).executeTakeFirstOrThrow();
        const number = (last ?? 0) + 1;
        await trx.insertInto('schema_versions').values({ number, hash, files: JSON.stringify(files) }).execute();
        return number;
      });
    },

    find: (number: number) => db.selectFrom('schema_versions').select(['number', 'hash', 'files']).where('number', '=', number).executeTakeFirst(),
  };
}

export type SchemaVersionRepository = ReturnType<typeof createSchemaVersionRepository>;
