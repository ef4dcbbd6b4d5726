import { sql, type Kysely } from 'kysely';

/**
 * Issue 32, the registrar's records (docs/decisions/0097):
 * - registry_units.image_file_id: an uploaded floor plan or parcel map (the file store's id) shown in
 *   place of the drawing made from the unit's geometry; null while none was uploaded.
 * - registry_licences: every electronic licence the register signed (the citizen's query or the
 *   registrar's issue) and its revocation; verification refuses a revoked one with its reason.
 * - query_requests_failed_idx: the staff's view of the query job queue lists the failed jobs (a
 *   worker's error, not a "not found"), oldest first; waiting and running ones use query_requests_pending_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registry_units').addColumn('image_file_id', 'text').addColumn('image_mime', 'text').execute();
  await db.schema
    .createTable('registry_licences')
    .addColumn('licence_number', 'text', (c) => c.primaryKey())
    .addColumn('certificate_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('issued_by', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_by', 'text')
    .addColumn('revoke_reason', 'text')
    .execute();
  await db.schema.createIndex('registry_licences_certificate_idx').on('registry_licences').columns(['certificate_id', 'issued_at']).execute();
  await sql`create index query_requests_failed_idx on query_requests (created_at) where state = 21 and result ->> 'error' = 'failed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('query_requests_failed_idx').execute();
  await db.schema.dropTable('registry_licences').execute();
  await db.schema.alterTable('registry_units').dropColumn('image_mime').dropColumn('image_file_id').execute();
}
