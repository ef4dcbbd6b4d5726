import { sql, type Kysely } from 'kysely';

/**
 * Issue 31, docs/decisions/0090: the statistics count the trail's steps in a range of days. The
 * trail was indexed by application only: a range read every row of it. One index by time carries
 * what the count reads (the step, its member, its application) so a range is read from the index
 * alone; one by step and time finds the completions (发证) of a range without the other steps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index application_trail_started_idx on application_trail (started_at) include (activity_name, actor_username, application_id)`.execute(db);
  await sql`create index application_trail_activity_idx on application_trail (activity_name, started_at) include (application_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists application_trail_activity_idx`.execute(db);
  await sql`drop index if exists application_trail_started_idx`.execute(db);
}
