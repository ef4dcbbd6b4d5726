import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';
import type { SubmissionSnapshot } from '../../engine/review/types';

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

  /**
   * The application's business, every round (oldest first) and, when there is more than one, the
   * snapshots of the last `count`, in one statement; undefined when there is no such application.
   */
  async history(db: Db, applicationId: string, count: number): Promise<{ prodefid: string; rounds: Array<{ n: number; submitted_at: Date }>; lastSnapshots: SubmissionSnapshot[] } | undefined> {
    const rows = await db
      .selectFrom('applications as a')
      .leftJoin('application_submissions as s', 's.application_id', 'a.id')
      .select(['a.prodefid', 's.n', 's.submitted_at'])
      // Only the last rounds' snapshots travel, and only when there are two to compare.
      .select(sql<SubmissionSnapshot | null>`case when count(s.n) over () > 1 and row_number() over (order by s.n desc) <= ${count} then s.snapshot end`.as('snapshot'))
      .where('a.id', '=', applicationId)
      .orderBy('s.n')
      .execute();
    if (!rows[0]) return undefined;
    return {
      prodefid: rows[0].prodefid,
      rounds: rows.flatMap((row) => (row.n === null || row.submitted_at === null ? [] : [{ n: row.n, submitted_at: row.submitted_at }])),
      lastSnapshots: rows.flatMap((row) => (row.snapshot ? [typeof row.snapshot === 'string' ? (JSON.parse(row.snapshot) as SubmissionSnapshot) : row.snapshot] : [])),
    };
  },
};

/**
 * What filing tells the back office about an application's submissions (the reviewer's diff): its
 * business, every round, and the last rounds' snapshots. Read-only; the registry side never writes here.
 */
export function submissionHistory(db: Db) {
  return {
    /** Its business, every round and the last rounds' snapshots, read together (the reviewer's diff): one statement. */
    history: (applicationId: string, count: number) => submissionRepository.history(db, applicationId, count),
  };
}

export type SubmissionHistory = ReturnType<typeof submissionHistory>;
