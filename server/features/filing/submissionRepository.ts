import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import type { SubmissionSnapshot } from '../../../engine/review/types';

/**
 * Every submission of an application (application_submissions, docs/decisions/0053; SQL only,
 * filing the table's one owner). A submission is recorded in the submit transaction under the
 * application's row lock, so the next round number is read and taken by one submit at a time.
 */
export const submissionRepository = {
  /** The file ids of each material group's pictures, oldest first. */
  async materialFiles(tx: Transaction<Database>, applicationId: string): Promise<Record<string, string[]>> {
    const rows = await tx.selectFrom('application_materials').select(['group_id', 'file_id']).where('application_id', '=', applicationId).orderBy('created_at').orderBy('id').execute();
    const files: Record<string, string[]> = {};
    for (const row of rows) (files[row.group_id] ??= []).push(row.file_id);
    return files;
  },

  /** The next round (the first submission is 1), with what was submitted. */
  record: (tx: Transaction<Database>, applicationId: string, snapshot: SubmissionSnapshot) =>
    tx
      .insertInto('application_submissions')
      .values({
        application_id: applicationId,
        n: sql<number>`(select coalesce(max(n), 0) + 1 from application_submissions where application_id = ${applicationId})`,
        snapshot: JSON.stringify(snapshot),
      })
      .returning(['n', 'submitted_at'])
      .executeTakeFirstOrThrow(),

  /** Every round of an application, oldest first, without the snapshots. */
  rounds: (db: Db, applicationId: string) =>
    db.selectFrom('application_submissions').select(['n', 'submitted_at']).where('application_id', '=', applicationId).orderBy('n').execute(),

  /** The snapshots of the last `count` rounds, oldest first. */
  async lastSnapshots(db: Db, applicationId: string, count: number): Promise<SubmissionSnapshot[]> {
    const rows = await db.selectFrom('application_submissions').select(['snapshot']).where('application_id', '=', applicationId).orderBy('n', 'desc').limit(count).execute();
    return rows.map((row) => row.snapshot).reverse();
  },
};

/**
 * What filing tells the back office about an application's submissions (the reviewer's diff): its
 * business, every round, and the last rounds' snapshots. Read-only; the registry side never writes here.
 */
export function submissionHistory(db: Db) {
  return {
    /** The application's business (prodefid); undefined when there is no such application. */
    business: async (applicationId: string) => (await db.selectFrom('applications').select('prodefid').where('id', '=', applicationId).executeTakeFirst())?.prodefid,
    rounds: (applicationId: string) => submissionRepository.rounds(db, applicationId),
    lastSnapshots: (applicationId: string, count: number) => submissionRepository.lastSnapshots(db, applicationId, count),
  };
}

export type SubmissionHistory = ReturnType<typeof submissionHistory>;
