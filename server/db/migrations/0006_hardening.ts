import { sql, type Kysely } from 'kysely';

/**
 * Safe to deploy (issue 11):
 * - stored_files.complete: a file whose bytes are still arriving (the database store writes the
 *   row first); one left incomplete by a dead process is swept away.
 * - worker_heartbeats: each registry worker says it is alive every few seconds, so a job held by
 *   a worker that died is claimed again at once instead of after the five-minute stale timeout.
 * - wx_user_tokens: the messaging app's per-user OAuth tokens (profile reads after sign-in).
 * - wx_platform_tokens: the app's access token and JS-SDK ticket, shared by every process (each
 *   fetch of a new app token invalidates the previous one on the real platform).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stored_files').addColumn('complete', 'boolean', (c) => c.notNull().defaultTo(true)).execute();
  await db.schema.createIndex('stored_files_incomplete_idx').on('stored_files').column('created_at').where(sql.ref('complete'), '=', false).execute();

  await db.schema
    .createTable('worker_heartbeats')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wx_user_tokens')
    .addColumn('openid', 'text', (c) => c.primaryKey())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('refresh_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wx_platform_tokens')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wx_platform_tokens', 'wx_user_tokens', 'worker_heartbeats']) await db.schema.dropTable(table).ifExists().execute();
  await db.schema.alterTable('stored_files').dropColumn('complete').execute();
}
