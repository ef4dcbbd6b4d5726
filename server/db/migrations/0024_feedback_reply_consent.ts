import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, docs/decisions/0061: a clerk's reply to feedback is told to the citizen
 * (template hallFeedbackReplied). Consent is asked once for all the hall's templates; whoever
 * gave it before this template existed gave it for all, so they take the new one too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into message_consents (openid, template_id)
    select openid, 'hallFeedbackReplied' from message_consents where template_id = 'hallBookingMade'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from message_consents where template_id = 'hallFeedbackReplied'`.execute(db);
}
