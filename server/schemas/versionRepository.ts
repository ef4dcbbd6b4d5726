import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';
import type { Transaction } from 'kysely';
import { PUBLISHED_AT_A_START } from '../db/migrations/0032_configuration_publishing';

/** Announced to every server process on PostgreSQL when a version is published (docs/decisions/0084). */
export const PUBLISHED_CHANNEL = 'hall_config_published';

export interface VersionToPublish {
  hash: string;
  files: Record<string, unknown>;
  note: string;
  publishedBy: string;
  /** The earlier number a rollback publishes again. */
  rollbackOf?: number;
}

/** What else commits with a publication (its audit entry). */
export type WithPublication = (trx: Transaction<Database>, number: number) => Promise<void>;

/**
 * SQL of the published configuration versions (table schema_versions, owned by the schema
 * feature). The current version is the newest number: a rollback is a new row (docs/decisions/0084).
 */
export function createSchemaVersionRepository(db: Db, options: { announce: boolean } = { announce: false }) {
  const newest = (executor: Db | Transaction<Database>) =>
    executor.selectFrom('schema_versions').select(['number', 'hash', 'published_by']).orderBy('number', 'desc').limit(1).executeTakeFirst();

  /**
   * Publishers take the table's lock in turn: numbers without gaps, and the content already
   * current is not published twice (two processes' first starts, a repeated publish).
   */
  async function insert(version: VersionToPublish, first: boolean, withPublication?: WithPublication): Promise<{ number: number; created: boolean }> {
    return db.transaction().execute(async (trx) => {
      await sql`lock table schema_versions in share row exclusive mode`.execute(trx);
      const current = await newest(trx);
      const published = first ? current && current.published_by !== PUBLISHED_AT_A_START : current?.hash === version.hash && version.rollbackOf === undefined;
      if (current && published) return { number: current.number, created: false };
      const number = (current?.number ?? 0) + 1;
      await trx
        .insertInto('schema_versions')
        .values({ number, hash: version.hash, files: JSON.stringify(version.files), note: version.note, published_by: version.publishedBy, rollback_of: version.rollbackOf ?? null })
        .execute();
      await withPublication?.(trx, number);
      // Delivered when the transaction commits, to every process listening (not on PGlite: one process).
      if (options.announce) await sql`select pg_notify(${PUBLISHED_CHANNEL}, ${String(number)})`.execute(trx);
      return { number, created: true };
    });
  }

  return {
    /** Publishes as the next number, unless this content is already the current version. */
    publish: (version: VersionToPublish, withPublication?: WithPublication) => insert(version, false, withPublication),
    /**
     * A first start's: publishes only into a table without a version published as a step (empty,
     * or holding only versions stored at starts before decision 0084), else answers the current number.
     */
    publishFirst: (version: VersionToPublish) => insert(version, true),
    /** Whether a first start must publish (see publishFirst). */
    needsFirst: async () => {
      const current = await newest(db);
      return !current || current.published_by === PUBLISHED_AT_A_START;
    },
    currentNumber: async () => (await newest(db))?.number,
    find: (number: number) => db.selectFrom('schema_versions').select(['number', 'hash', 'files']).where('number', '=', number).executeTakeFirst(),
    /** Every version without its files, newest first. */
    list: () => db.selectFrom('schema_versions').select(['number', 'hash', 'note', 'published_at', 'published_by', 'rollback_of']).orderBy('number', 'desc').execute(),
  };
}

export type SchemaVersionRepository = ReturnType<typeof createSchemaVersionRepository>;
