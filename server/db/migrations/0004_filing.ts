import { sql, type Kysely } from 'kysely';

/**
 * Filing (spec 001): a citizen's application (proinst) and everything under it — parties (sqrs),
 * property units (fwxx), rights records (qlxx, one per savetype), uploaded materials — and the
 * registry's side of it: the review trail. Sub-records keep the engine's stored answer as JSON with
 * the schema version it was validated against, so a later schema edit migrates drafts instead of
 * breaking them. Every list by user is indexed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('prodefid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('djlx', 'text', (c) => c.notNull())
    .addColumn('qllx', 'text', (c) => c.notNull())
    .addColumn('xzqdm', 'text', (c) => c.notNull())
    .addColumn('areaname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('appointment', 'text', (c) => c.notNull().defaultTo('0'))
    // -1 draft, 0 awaiting review, 10 approved, 11 rejected (spec 001 section 4).
    .addColumn('shzt', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('prolsh', 'text', (c) => c.unique())
    // 0 nothing to book, 1 may book an appointment, 2 booked (the slip has a wlsh).
    .addColumn('kyy', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('czfs', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sh_xmsl_yj', 'text')
    .addColumn('sh_qjdc_yj', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('reviewed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('applications_owner_idx').on('applications').columns(['openid', 'created_at']).execute();
  await db.schema.createIndex('applications_owner_shzt_idx').on('applications').columns(['openid', 'shzt', 'created_at']).execute();

  // Parties, units and rights share one shape: the engine's stored answer and its schema version.
  for (const table of ['application_parties', 'application_units'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
      .addColumn('form_id', 'text', (c) => c.notNull())
      .addColumn('schema_version', 'integer', (c) => c.notNull())
      .addColumn('data', 'jsonb', (c) => c.notNull())
      // The order they were added in, which the pages show them in: timestamps tie when several
      // are saved at once (PGlite's clock is coarse), random ids would then shuffle them.
      .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .$call((b) => (table === 'application_parties' ? b.addColumn('sqr_lx', 'text', (c) => c.notNull()) : b))
      .execute();
    await db.schema.createIndex(`${table}_application_idx`).on(table).columns(['application_id', 'seq']).execute();
  }

  await db.schema
    .createTable('application_rights')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // 2 pre-registration, 3 mortgage, 4 cancellation (and the rights info of the other pages).
    .addColumn('savetype', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('application_rights_one_per_kind', ['application_id', 'form_id'])
    .execute();

  await db.schema
    .createTable('application_materials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('thumb_file_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('application_materials_application_idx').on('application_materials').columns(['application_id', 'group_id', 'created_at']).execute();

  // The registry's side: one row per step an application went through (submitted, accepted,
  // reviewed), read by the progress query by acceptance number.
  await db.schema
    .createTable('application_trail')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('activity_name', 'text', (c) => c.notNull())
    .addColumn('opinion', 'text')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('application_trail_application_idx').on('application_trail').columns(['application_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['application_trail', 'application_materials', 'application_rights', 'application_units', 'application_parties', 'applications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
