import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0073: the statutory clock stops while a case is suspended or with the
 * citizen for correction. A case keeps when its clock started (a resubmission after a correction
 * continues it) and the closed pauses since; its deadline is recomputed from them. Cases of before
 * take their application's submission as the start.
 *
 * The citizen is told of a suspension and a resumption (two new templates): whoever consented to
 * the hall's templates before consented to all (as 0024 did), so they take these too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('review_cases')
    .addColumn('clock_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // [{from, to, kind: 'suspended' | 'correction'}], ISO times.
    .addColumn('pauses', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await sql`update review_cases c set clock_started_at = a.submitted_at from applications a where a.id = c.application_id and a.submitted_at is not null`.execute(db);
  for (const template of ['hallApplicationSuspended', 'hallApplicationResumed'])
    await sql`insert into message_consents (openid, template_id)
      select openid, ${template} from message_consents where template_id = 'hallBookingMade'
      on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from message_consents where template_id in ('hallApplicationSuspended', 'hallApplicationResumed')`.execute(db);
  await db.schema.alterTable('review_cases').dropColumn('pauses').dropColumn('clock_started_at').execute();
}
