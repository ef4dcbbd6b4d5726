import { sql, type Kysely } from 'kysely';
import { maskAuditValue } from '../../../engine/masking/maskAuditValue';

/**
 * Issue 26, docs/decisions/0059.
 *
 * A staff session records whether it passed the second factor: a role that needs one (system
 * admin) is usable only by a session that did, so a role granted to a member signed in with a
 * password alone waits for their next sign-in. Sessions from before this start without it: an admin
 * signs in once more.
 *
 * The audit log refuses TRUNCATE as it refuses UPDATE and DELETE. Its entries written before audit
 * values were masked have their ID and phone numbers masked once, here: the one rewrite the log
 * ever takes, with its guard lifted for this statement only inside the migration's transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_sessions').addColumn('second_factor', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
    for each statement execute function staff_audit_log_append_only()`.execute(db);

  const rows = await sql<{ id: string; before: unknown; after: unknown }>`select id, before, after from staff_audit_log where before is not null or after is not null`.execute(db);
  const changed = rows.rows
    .map((row) => ({ id: row.id, before: maskAuditValue(row.before), after: maskAuditValue(row.after), was: JSON.stringify([row.before, row.after]) }))
    .filter((row) => JSON.stringify([row.before, row.after]) !== row.was);
  if (changed.length === 0) return;
  await sql`alter table staff_audit_log disable trigger staff_audit_log_append_only`.execute(db);
  for (const row of changed) {
    await sql`update staff_audit_log set before = ${JSON.stringify(row.before)}::jsonb, after = ${JSON.stringify(row.after)}::jsonb where id = ${row.id}`.execute(db);
  }
  await sql`alter table staff_audit_log enable trigger staff_audit_log_append_only`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists staff_audit_log_no_truncate on staff_audit_log`.execute(db);
  await db.schema.alterTable('staff_sessions').dropColumn('second_factor').execute();
}
