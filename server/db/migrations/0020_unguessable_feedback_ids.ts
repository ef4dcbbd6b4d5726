import { sql, type Kysely } from 'kysely';

/**
 * Feedback ids are random (issue 26, docs/decisions/0057): they were a serial, so anyone could
 * walk the numbers beside their own and count everyone's feedback. Feedback already stored gets
 * random ids too (32 hex characters, like an application's), keeping its owner, text and reply;
 * a detail page opened from an old address asks the citizen to open it again from the list.
 * Ids say nothing about order any more, so "newest first" is by time, and the indexes follow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table feedback alter column id drop default`.execute(db);
  await sql`alter table feedback alter column id type text using id::text`.execute(db);
  await sql`drop sequence if exists feedback_id_seq`.execute(db);
  await sql`update feedback set id = replace(gen_random_uuid()::text, '-', '')`.execute(db);
  await sql`alter table feedback alter column id set default replace(gen_random_uuid()::text, '-', '')`.execute(db);
  await sql`drop index feedback_openid_idx`.execute(db);
  await sql`drop index feedback_status_idx`.execute(db);
  await sql`create index feedback_openid_idx on feedback (openid, created_at, id)`.execute(db);
  await sql`create index feedback_status_idx on feedback (status, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index feedback_openid_idx`.execute(db);
  await sql`drop index feedback_status_idx`.execute(db);
  await sql`alter table feedback alter column id drop default`.execute(db);
  await sql`create sequence feedback_id_seq owned by feedback.id`.execute(db);
  await sql`update feedback f set id = n.id from (select id as old, nextval('feedback_id_seq')::text as id from feedback order by created_at) n where f.id = n.old`.execute(db);
  await sql`alter table feedback alter column id type integer using id::integer`.execute(db);
  await sql`alter table feedback alter column id set default nextval('feedback_id_seq')`.execute(db);
  await sql`create index feedback_openid_idx on feedback (openid, id)`.execute(db);
  await sql`create index feedback_status_idx on feedback (status, id)`.execute(db);
}
