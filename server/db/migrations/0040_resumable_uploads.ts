import { sql, type Kysely } from 'kysely';

/**
 * Issue 33, docs/decisions/0100: tus resumable uploads (the 500M licence verification file).
 * One row per upload the server made: whose it is (another citizen's id answers 404), its declared
 * length, the name and fields it came with, when its finish was claimed (one finish, whichever
 * process), and what the finish queued (answered again to a client that lost the last answer).
 * Unfinished rows older than a day are swept with their parts (created_at index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('resumable_uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_openid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('length', 'bigint', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finishing_at', 'timestamptz')
    .addColumn('result_id', 'text')
    .execute();
  await db.schema.createIndex('resumable_uploads_created_idx').on('resumable_uploads').column('created_at').execute();
  await db.schema.createIndex('resumable_uploads_owner_idx').on('resumable_uploads').columns(['owner_openid', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('resumable_uploads').execute();
}
