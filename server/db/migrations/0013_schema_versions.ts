import { sql, type Kysely } from 'kysely';

/**
 * Published configuration versions (docs/decisions/0046): every schemas/ folder a server has
 * served, content-addressed (its hash is unique) and numbered in publication order, with the
 * served files themselves, so an application submitted on an old version is still shown and
 * checked with it. An application records the version it was started on (and, as a draft, the
 * version it was last migrated to) and what the last migration asks the citizen to review.
 * Applications from before versions were recorded keep NULL: they follow the served version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schema_versions')
    .addColumn('number', 'integer', (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('files', 'jsonb', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('applications')
    .addColumn('config_version', 'integer', (c) => c.references('schema_versions.number'))
    .addColumn('config_review', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
}
