import { sql, type Kysely } from 'kysely';

/** Who published the versions stored before this migration: a start, by the old rule. */
export const PUBLISHED_AT_A_START = 'a start (before decision 0084)';

/**
 * Issue 30, docs/decisions/0084: publishing is a step. A version records who published it, why
 * (the note) and, for a rollback, which earlier version it publishes again. A rollback is a new
 * row with the old content, so the current version is always the newest number and history reads
 * forward: the content hash is no longer unique (a rollback repeats one), only indexed. The files
 * are now served from this table, so they are kept as `json`, which keeps each object's key order
 * (a workflow's actions, a form's fields), not `jsonb`, which sorts them; the rows stored before
 * lost their order, so a start on a database holding only those publishes SCHEMAS_DIR once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table schema_versions alter column files type json using files::json`.execute(db);
  await db.schema
    .alterTable('schema_versions')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_by', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('rollback_of', 'integer', (c) => c.references('schema_versions.number'))
    .execute();
  await sql`update schema_versions set published_by = ${PUBLISHED_AT_A_START}`.execute(db);
  await sql`alter table schema_versions drop constraint if exists schema_versions_hash_key`.execute(db);
  await db.schema.createIndex('schema_versions_hash_idx').on('schema_versions').column('hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('schema_versions_hash_idx').ifExists().execute();
  await db.schema.alterTable('schema_versions').dropColumn('rollback_of').dropColumn('published_by').dropColumn('note').execute();
  await sql`alter table schema_versions alter column files type jsonb using files::jsonb`.execute(db);
}
