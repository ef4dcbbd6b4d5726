import type { Transaction } from 'kysely';
import type { Database } from '../db/types';

/**
 * What filing asks of appointments (which own their rows): cancel an application's live
 * appointment inside filing's own transaction, under the application's lock (docs/decisions/0037).
 */
export interface ApplicationAppointments {
  /** Cancels the application's live appointment in the revoke's transaction (and queues the citizen's message): how many it cancelled. */
  cancelLive(trx: Transaction<Database>, prolsh: string): Promise<number>;
  /** After that transaction commits: what was queued goes out now rather than at the next poll. */
  committed(): void;
}
