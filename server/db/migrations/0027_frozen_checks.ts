import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0074: each pre-acceptance check's result as it was judged when the case
 * was accepted, with its evidence (message keys and parameters, ID numbers masked), so the case
 * file shows what acceptance saw apart from what the register says now. The hall's table (the back
 * office's checks own it), one row per application: a later acceptance (after a correction) replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('frozen_checks')
    .addColumn('application_id', 'text', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('judged_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('checks', 'jsonb', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('frozen_checks').execute();
}
