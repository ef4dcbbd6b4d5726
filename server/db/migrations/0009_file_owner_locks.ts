import type { Kysely } from 'kysely';

/**
 * file_owners (issue 18): one row per citizen who uploads, whose row lock makes the upload quota
 * exact: the owner's usage is summed and the new file counted under it, so uploads racing in
 * several processes cannot together pass the quota (docs/decisions/0035).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('file_owners').addColumn('owner_openid', 'text', (c) => c.primaryKey()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('file_owners').ifExists().execute();
}
