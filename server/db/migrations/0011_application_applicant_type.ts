import type { Kysely } from 'kysely';

/**
 * applications.applicant_type (issue 19): the applicant type (SQRLX 1 company, 2 individual) the
 * application is filed as, stored when it is created so its routing (a company applicant on
 * 100/23 fills infofillscdj) is decided from what is stored. Rows created before stay null: the
 * engine takes their business's type, as it did when they were created (docs/decisions/0043).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('applicant_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').dropColumn('applicant_type').execute();
}
