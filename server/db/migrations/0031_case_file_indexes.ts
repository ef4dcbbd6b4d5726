import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, docs/decisions/0082: the case file's checks look a cancellation's (and a mortgage
 * transfer's) proof number up among the register's mortgages and notices (预告). Without an index
 * that read every certificate's details (67 ms a lookup at 100,000 certificates, on every case-file
 * open of such a business); a GIN index per list answers the containment (`@>`) the lookup asks.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index registry_certificates_mortgage_proofs_idx on registry_certificates using gin ((details -> 'mortgages') jsonb_path_ops)`.execute(db);
  await sql`create index registry_certificates_notice_proofs_idx on registry_certificates using gin ((details -> 'notices') jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists registry_certificates_notice_proofs_idx`.execute(db);
  await sql`drop index if exists registry_certificates_mortgage_proofs_idx`.execute(db);
}
