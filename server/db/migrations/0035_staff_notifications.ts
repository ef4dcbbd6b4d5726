import { sql, type Kysely } from 'kysely';

/**
 * Issue 31, docs/decisions/0091: what a staff member is told (new work in their queues, the daily
 * digest of what falls due tomorrow, and for the system admin a dead letter or a backed-up outbox).
 * - One row per member and notice. `dedupe_key` names the notice for that member: a notice queued
 *   twice (two processes' digest passes at the same minute, a second look at the same dead letter)
 *   adds nothing, by the unique index (staff_id, dedupe_key).
 * - The bell lists one member's notices newest first, keyset on id (staff_notifications_member_idx),
 *   and counts the unread ones from a partial index of those alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_notifications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('application_id', 'text')
    .addColumn('params', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_notifications_key_idx').on('staff_notifications').columns(['staff_id', 'dedupe_key']).unique().execute();
  await sql`create index staff_notifications_member_idx on staff_notifications (staff_id, id desc)`.execute(db);
  await sql`create index staff_notifications_unread_idx on staff_notifications (staff_id) where read_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_notifications').ifExists().execute();
}
