import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';
import { createFilingRepository, type ApplicationRow } from './repository';

/** The citizen's state, and when the outcome sends it back to them, its booking state and the review's opinions. */
export type ReviewOutcomeValues = Pick<ApplicationRow, 'shzt' | 'kyy' | 'sh_xmsl_yj' | 'sh_qjdc_yj'> | Pick<ApplicationRow, 'shzt'>;

/**
 * What the back office may read under lock and change of a citizen's application, and only through this: filing alone
 * writes the applications table (docs/decisions/0067). The composition root hands it to the back
 * office, which never imports filing's repository.
 */
export interface ApplicationOutcomes {
  /** The application, locked until the outcome's (or claim's) transaction ends: two clerks, or a clerk and a submit, queue. */
  lock(tx: Transaction<Database>, id: string): Promise<ApplicationRow | undefined>;
  /** Which of these ids are records (parties, units, rights) of the application: a comment's record must be one. */
  recordIdsAmong(tx: Transaction<Database>, id: string, ids: readonly string[]): Promise<Set<string>>;
  /** A stage's outcome on the application, in the outcome's transaction (which holds its lock). */
  recordReviewOutcome(tx: Transaction<Database>, id: string, values: ReviewOutcomeValues): Promise<unknown>;
}

export function applicationOutcomesFor(db: Db): ApplicationOutcomes {
  const repository = createFilingRepository(db);
  return {
    lock: (tx, id) => repository.within(tx).lockById(id),
    recordIdsAmong: (tx, id, ids) => repository.within(tx).recordIdsAmong(id, ids),
    recordReviewOutcome: (tx, id, values) => repository.within(tx).recordReviewOutcome(id, values),
  };
}
