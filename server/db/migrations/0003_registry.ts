import { sql, type Kysely } from 'kysely';

/**
 * The emulated registry (certificates, their holders, units and parcels with geometry, the
 * progress of applications, the registry's signing key) and the citizens' query requests, which
 * are also the job queue worked off in the background (docs/decisions, registry queries).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_certificates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bdcqzh', 'text', (c) => c.notNull().unique())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('serial', 'text', (c) => c.notNull())
    .addColumn('xzqdm', 'text', (c) => c.notNull())
    .addColumn('xzqmc', 'text', (c) => c.notNull())
    .addColumn('bdcdyid', 'text', (c) => c.notNull())
    .addColumn('zdbdcdyid', 'text', (c) => c.notNull())
    .addColumn('gyfs', 'text', (c) => c.notNull())
    .addColumn('zl', 'text', (c) => c.notNull())
    .addColumn('yt', 'text', (c) => c.notNull())
    .addColumn('jzmj', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('tdmj', sql`numeric(12,2)`, (c) => c.notNull())
    .addColumn('qlxz', 'text', (c) => c.notNull())
    .addColumn('syqx', 'text', (c) => c.notNull())
    .addColumn('sfyx', 'text', (c) => c.notNull())
    .addColumn('fwzt', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('registry_certificates_year_serial_idx').on('registry_certificates').columns(['year', 'serial']).execute();

  await db.schema
    .createTable('registry_holders')
    .addColumn('certificate_id', 'text', (c) => c.notNull().references('registry_certificates.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cardnum', 'text', (c) => c.notNull())
    .addColumn('share', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('registry_holders_pk', ['certificate_id', 'seq'])
    .execute();
  await db.schema.createIndex('registry_holders_person_idx').on('registry_holders').columns(['cardnum', 'name']).execute();

  await db.schema
    .createTable('registry_units')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'house' or 'parcel'
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('geometry', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('registry_processes')
    .addColumn('lsh', 'text', (c) => c.primaryKey())
    .addColumn('applicant_cardnum', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('act_start', 'timestamptz', (c) => c.notNull())
    .addColumn('activity_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('registry_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key_pem', 'text', (c) => c.notNull())
    .addColumn('cert_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('query_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // zs, dzzz, verify, catchcert
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('filename', 'text')
    .addColumn('upload_file_id', 'text')
    .addColumn('result_file_id', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finishes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('finished_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('query_requests_owner_idx').on('query_requests').columns(['openid', 'kind', 'created_at']).execute();
  await sql`create index query_requests_pending_idx on query_requests (created_at) where state < 20`.execute(db);

  await db.schema
    .createTable('registry_reports')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('certificate_id', 'text', (c) => c.notNull())
    .addColumn('bdcdyid', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('registry_reports_owner_idx').on('registry_reports').columns(['openid', 'created_at']).execute();
  await db.schema.createIndex('registry_reports_file_idx').on('registry_reports').column('file_id').execute();

  await db.schema
    .createTable('query_codes')
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('query_codes_pk', ['openid', 'phone'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['query_codes', 'registry_reports', 'query_requests', 'registry_keys', 'registry_processes', 'registry_units', 'registry_holders', 'registry_certificates']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
