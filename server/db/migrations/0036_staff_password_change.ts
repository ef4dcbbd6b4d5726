import type { Kysely } from 'kysely';

/**
 * Issue 31, docs/decisions/0092: the system admin resets a member's password to a one-time one.
 * - must_change_password: the member's next sign-in answers that a change is required, and every
 *   staff call but the change itself is refused until it is made.
 * - one_time_used_at: when the one-time password signed in; a second sign-in with it is refused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_accounts')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('one_time_used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').dropColumn('one_time_used_at').dropColumn('must_change_password').execute();
}
