import type { Transaction } from 'kysely';
import type { Database, ReviewComment } from '../../db/types';

type Tx = Transaction<Database>;

export interface CaseChange {
  stage: string;
  actors: Record<string, string>;
  suspended_at: Date | null;
  comments?: ReviewComment[] | null;
}

/**
 * The review cases and the staff actions' request ids (SQL only; the tables' one owner). Every
 * call runs in a transaction that already holds the application's row lock.
 */
export const reviewCaseRepository = {
  /** A submitted application enters the workflow: a fresh round, unclaimed, with its deadline. The last return's comments stay (the reviewer's diff reads them). */
  enter: (tx: Tx, applicationId: string, stage: string, deadline: Date) =>
    tx
      .insertInto('review_cases')
      .values({ application_id: applicationId, stage, deadline, claimed_by: null, suspended_at: null })
      .onConflict((oc) => oc.column('application_id').doUpdateSet({ stage, deadline, actors: '{}', claimed_by: null, suspended_at: null, stage_since: new Date(), updated_at: new Date() }))
      .execute(),

  find: (tx: Tx, applicationId: string) => tx.selectFrom('review_cases').selectAll().where('application_id', '=', applicationId).executeTakeFirst(),

  /** A new stage (or the same one suspended or resumed): unclaimed when the stage changes. */
  change: (tx: Tx, applicationId: string, previousStage: string, change: CaseChange) => {
    const now = new Date();
    const moved = change.stage !== previousStage;
    return tx
      .updateTable('review_cases')
      .set({
        stage: change.stage,
        actors: JSON.stringify(change.actors),
        suspended_at: change.suspended_at,
        updated_at: now,
        ...(moved ? { stage_since: now, claimed_by: null } : {}),
        ...(change.comments !== undefined ? { comments: change.comments === null ? null : JSON.stringify(change.comments) } : {}),
      })
      .where('application_id', '=', applicationId)
      .execute();
  },

  findRequest: (tx: Tx, requestId: string) => tx.selectFrom('review_requests').selectAll().where('request_id', '=', requestId).executeTakeFirst(),

  saveRequest: (tx: Tx, row: { request_id: string; staff_id: string; application_id: string; action: string; answer: unknown }) =>
    tx
      .insertInto('review_requests')
      .values({ ...row, answer: JSON.stringify(row.answer) })
      .execute(),
};
