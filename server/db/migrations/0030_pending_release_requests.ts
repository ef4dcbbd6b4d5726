import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0081: the supervisors' page lists the pending claim release requests,
 * oldest first. A partial index holds only the cases with one, so the page reads the few it shows,
 * not every case of the hall.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index review_cases_release_requested on review_cases (release_requested_at, application_id) where release_requested_by is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists review_cases_release_requested`.execute(db);
}
