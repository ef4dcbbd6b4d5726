import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0075: the documents a case issues, owned by server/applications/applicationDocuments.ts.
 * - application_documents: one row per application and kind. `acceptanceNotice` (受理通知书) is
 *   recorded at 受理 with what it says (`content`), drawn when opened; `certificate`
 *   (不动产权证书) or `proof` (不动产登记证明) is made at 缮证: its number, the register's content
 *   as printed, the signed PDF (`file_id`, the citizen's) and the verification code of its QR code.
 *   发证 adds how it was handed over (`handover`) and the electronic licence it issued.
 * - hallApplicationIssued: consent is asked once for all the hall's templates (as 0024).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_documents')
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('file_id', 'text')
    .addColumn('verify_code', 'text')
    .addColumn('certificate_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'text')
    .addColumn('handover', 'jsonb')
    .addColumn('handed_over_at', 'timestamptz')
    .addColumn('licence_number', 'text')
    .addColumn('licence_file_id', 'text')
    .addPrimaryKeyConstraint('application_documents_pk', ['application_id', 'kind'])
    .execute();
  await sql`insert into message_consents (openid, template_id)
    select openid, 'hallApplicationIssued' from message_consents where template_id = 'hallBookingMade'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from message_consents where template_id = 'hallApplicationIssued'`.execute(db);
  await db.schema.dropTable('application_documents').ifExists().execute();
}
