/**
 * What the hall needs from the registry for filing. The emulation implements it against its own
 * tables; a real deployment would implement it against the registry's acceptance system.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types';
import type { RegionList } from './regions/regionDirectory';
import type { Correction } from '../../../engine/review/types';

export type { Correction, RegionList };

export interface FilingRegistry {
  /** The registry's region list (getAddressList): a code's cities and districts, or undefined when unknown. */
  regions: { list(xzqdm: string): Promise<RegionList | undefined> };
  /**
   * The registry receives a submitted application: an acceptance number (kept when a rejected
   * application is filed again), shzt 0, kyy 1, the trail steps and the progress record the
   * progress query reads. Undefined, with nothing changed, when the application does not exist
   * or may not be submitted (the vocabulary's states that allow submit: draft and rejected).
   * `within` is the hall's transaction that holds the application's lock and has just found it
   * complete: the acceptance commits or rolls back with it (docs/decisions/0035). A real
   * registry's client would record the call in it (an outbox) and send it after the commit.
   */
  acceptApplication(applicationId: string, within: Transaction<Database>): Promise<{ prolsh: string } | undefined>;
  /** After the transaction that accepted commits: what the acceptance queued goes out now rather than at the next poll. */
  acceptanceCommitted(): void;
  /**
   * What the review asked the citizen to correct ({form, field, group, text}) while the
   * application is back with them for it; empty otherwise (docs/decisions/0053).
   */
  corrections(applicationId: string): Promise<Correction[]>;
}

/** The activities the registry writes to an application's trail at submission (the back office's are in schemas/workflow/review.json). */
export const TRAIL = { submitted: '网上申请' } as const;
