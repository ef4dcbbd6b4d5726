import { sql, type Kysely } from 'kysely';

/**
 * Issue 31, docs/decisions/0090: the statistics count the trail's steps by China day. The trail was
 * indexed by application only. One index by time carries what a day's count reads (the step, its
 * member, its application), one by step and time finds the submissions and completions. A day that
 * is over is counted once and kept (statistics_days), under a key of the trail words it was counted
 * by (a changed workflow counts again).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index application_trail_started_idx on application_trail (started_at) include (activity_name, actor_username, application_id)`.execute(db);
  await sql`create index application_trail_activity_idx on application_trail (activity_name, started_at) include (application_id)`.execute(db);
  await sql`create table statistics_days (
    day text not null,
    words_key text not null,
    figures jsonb not null,
    counted_at timestamptz not null default now(),
    primary key (day, words_key))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists statistics_days`.execute(db);
  await sql`drop index if exists application_trail_activity_idx`.execute(db);
  await sql`drop index if exists application_trail_started_idx`.execute(db);
}
