import { sql, type Kysely } from 'kysely';

/**
 * Every submission of an application kept (issue 20, docs/decisions/0053): round n (the first
 * submission is 1), when, and a snapshot of what was submitted (parties, units, rights records,
 * the file ids of each material group). Written by filing in the submit transaction, under the
 * application's row lock, so two submits cannot take one round number; the primary key refuses it
 * anyway. The reviewer's diff compares the last two rounds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_submissions')
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('snapshot', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_submissions_pkey', ['application_id', 'n'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_submissions').execute();
}
