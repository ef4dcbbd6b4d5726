import { sql, type Kysely } from 'kysely';

/**
 * The registry's back office (issue 20 part 2, docs/decisions/0050): where each submitted
 * application is in the review workflow, and the request ids of staff actions (each action once).
 *
 * A case's changes happen under its application's row lock (SELECT ... FOR UPDATE on
 * applications), the row every citizen change takes too; the request id's primary key refuses a
 * second use of one id even across applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_cases')
    .addColumn('application_id', 'text', (c) => c.primaryKey().references('applications.id').onDelete('cascade'))
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('stage_since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Who acted in each stage of this round ({stageId: staffId}): first and second review by two people.
    .addColumn('actors', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('claimed_by', 'text', (c) => c.references('staff_accounts.id'))
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('deadline', 'timestamptz', (c) => c.notNull())
    // The comments of the last return for correction: [{field?, group?, text}].
    .addColumn('comments', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The work queue lists a stage oldest deadline first (keyset on deadline, application id).
  await db.schema.createIndex('review_cases_queue_idx').on('review_cases').columns(['stage', 'deadline', 'application_id']).execute();
  // A member of two stages' roles (the reviewer: first and second review) reads both in one
  // deadline order: walking this index and keeping those stages avoids sorting them whole.
  await db.schema.createIndex('review_cases_deadline_idx').on('review_cases').columns(['deadline', 'application_id']).execute();

  await db.schema
    .createTable('review_requests')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id'))
    .addColumn('application_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('answer', 'jsonb', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_requests').execute();
  await db.schema.dropTable('review_cases').execute();
}
