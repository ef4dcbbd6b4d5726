import type { Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0072: a claim reserves a case, and a member who needs it asks its holder
 * to release it (who asked, when; cleared when the claim changes); every trail step of the back
 * office says who acted and in which role.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('review_cases')
    .addColumn('release_requested_by', 'text', (c) => c.references('staff_accounts.id'))
    .addColumn('release_requested_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('application_trail').addColumn('actor_username', 'text').addColumn('actor_role', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('application_trail').dropColumn('actor_username').dropColumn('actor_role').execute();
  await db.schema.alterTable('review_cases').dropColumn('release_requested_by').dropColumn('release_requested_at').execute();
}
