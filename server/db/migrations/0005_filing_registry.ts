import { sql, type Kysely } from 'kysely';

/**
 * The registry's side of filing (spec 001 sections 2.1 and 4): its own region list (name, value,
 * parent, as the spec's region reference data keeps it; '--' children share a value, so the key is
 * parent and value), the sequence that numbers accepted applications (one counter for every
 * server process), the index the clerk's review list reads by, and those the sweep of material
 * files left behind by a deleted application needs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registry_regions')
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // '' for a province: it has no parent.
    .addColumn('parent', 'text', (c) => c.notNull().defaultTo(''))
    // 1 province, 2 city (or a municipality's 市辖区), 3 district.
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('registry_regions_pk', ['parent', 'value'])
    .execute();
  await db.schema.createIndex('registry_regions_value_idx').on('registry_regions').column('value').execute();

  await sql`create sequence if not exists filing_acceptance_seq`.execute(db);

  await db.schema.createIndex('applications_review_idx').on('applications').columns(['shzt', 'submitted_at']).execute();

  // Material files by kind and age (the sweep of files whose application is gone), and the
  // material rows by file (what the sweep asks of every candidate).
  await db.schema.createIndex('stored_files_kind_idx').on('stored_files').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('application_materials_file_idx').on('application_materials').column('file_id').execute();
  await db.schema.createIndex('application_materials_thumb_idx').on('application_materials').column('thumb_file_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['application_materials_thumb_idx', 'application_materials_file_idx', 'stored_files_kind_idx']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropIndex('applications_review_idx').ifExists().execute();
  await sql`drop sequence if exists filing_acceptance_seq`.execute(db);
  await db.schema.dropTable('registry_regions').ifExists().execute();
}
