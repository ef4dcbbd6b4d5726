import { sql, type Kysely } from 'kysely';

/**
 * Issue 21, docs/decisions/0056: partner members (a mortgagee bank's or a company's staff) are
 * staff accounts carrying their institution: its name and unified social credit code. Registry
 * staff have neither; an account has both or none.
 *
 * A partner lists the applications naming its institution: a party whose credit code (the
 * party's sqr_zjh in its stored answer) equals the institution's. The expression index answers
 * that lookup without reading every party.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('staff_accounts')
    .addColumn('institution_name', 'text')
    .addColumn('institution_code', 'text')
    .execute();
  await sql`alter table staff_accounts add constraint staff_accounts_institution_whole
    check ((institution_name is null) = (institution_code is null))`.execute(db);
  await sql`create index application_parties_sqr_zjh_idx on application_parties ((data->>'sqr_zjh'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists application_parties_sqr_zjh_idx`.execute(db);
  await sql`alter table staff_accounts drop constraint if exists staff_accounts_institution_whole`.execute(db);
  await db.schema.alterTable('staff_accounts').dropColumn('institution_code').dropColumn('institution_name').execute();
}
