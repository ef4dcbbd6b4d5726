import { sql, type Kysely } from 'kysely';

/**
 * Issue 30, docs/decisions/0084: publishing is a step. A version records who published it, why
 * (the note) and, for a rollback, which earlier version it publishes again. A rollback is a new
 * row with the old content, so the current version is always the newest number and history reads
 * forward: the content hash is no longer unique (a rollback repeats one), only indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('schema_versions')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_by', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('rollback_of', 'integer', (c) => c.references('schema_versions.number'))
    .execute();
  await sql`alter table schema_versions drop constraint if exists schema_versions_hash_key`.execute(db);
  await db.schema.createIndex('schema_versions_hash_idx').on('schema_versions').column('hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('schema_versions_hash_idx').ifExists().execute();
  await db.schema.alterTable('schema_versions').dropColumn('rollback_of').dropColumn('published_by').dropColumn('note').execute();
}
