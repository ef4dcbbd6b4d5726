import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0079: a partner institution is told by SMS when its confirmation is
 * asked (and asked again after a correction voided it). The number is its contact phone, kept on
 * each of its partner accounts beside the institution's name and code; registry staff have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_accounts').addColumn('institution_phone', 'text').execute();
  await sql`alter table staff_accounts add constraint staff_accounts_institution_phone_partner
    check (institution_phone is null or institution_code is not null)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_accounts drop constraint if exists staff_accounts_institution_phone_partner`.execute(db);
  await db.schema.alterTable('staff_accounts').dropColumn('institution_phone').execute();
}
