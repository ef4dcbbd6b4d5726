import { sql, type Kysely } from 'kysely';

/**
 * Issue 31, docs/decisions/0089: the back office finds any application by its keys, newest first,
 * a page at a time by a keyset cursor (submitted_at, id), and lists the cases a member acted on
 * (已办) or holds (我的认领). Without these the lookups read every row at 100,000 applications:
 * - applications by submission time (the list's order) and by business then time;
 * - a party by name (prefix: text_pattern_ops answers `like '张%'`); ID numbers are 0019's index;
 * - a unit by its unit number (bdcdyh) and by the certificate it names (bdcqzmh);
 * - a document (certificate or proof made at 缮证) by its number;
 * - the trail by the member who took a step, the cases by who holds their claim, the suspended ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index applications_submitted_idx on applications (submitted_at desc, id desc) where submitted_at is not null`.execute(db);
  await sql`create index applications_business_submitted_idx on applications (prodefid, submitted_at desc, id desc) where submitted_at is not null`.execute(db);
  await sql`create index application_parties_sqr_name_idx on application_parties ((data->>'sqr_name') text_pattern_ops)`.execute(db);
  await sql`create index application_units_bdcdyh_idx on application_units ((data->>'bdcdyh'))`.execute(db);
  await sql`create index application_units_bdcqzmh_idx on application_units ((data->>'bdcqzmh'))`.execute(db);
  await sql`create index application_documents_number_idx on application_documents (number)`.execute(db);
  await sql`create index application_trail_actor_idx on application_trail (actor_username, application_id) where actor_username is not null`.execute(db);
  await sql`create index review_cases_claimed_idx on review_cases (claimed_by) where claimed_by is not null`.execute(db);
  await sql`create index review_cases_suspended_idx on review_cases (application_id) where suspended_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    'review_cases_suspended_idx',
    'review_cases_claimed_idx',
    'application_trail_actor_idx',
    'application_documents_number_idx',
    'application_units_bdcqzmh_idx',
    'application_units_bdcdyh_idx',
    'application_parties_sqr_name_idx',
    'applications_business_submitted_idx',
    'applications_submitted_idx',
  ])
    await sql`drop index if exists ${sql.raw(index)}`.execute(db);
}
