/**
 * What the hall needs from the registry for filing. The emulation implements it against its own
 * tables; a real deployment would implement it against the registry's acceptance system.
 */
import type { Selectable, Transaction } from 'kysely';
import type { ApplicationTrailTable, Database } from '../../db/types';
import type { RegionList } from './regions/regionDirectory';
import type { Correction } from '../../../engine/review/types';

export type { Correction, RegionList };

export interface FilingRegistry {
  /** The registry's region list (getAddressList): a code's cities and districts, or undefined when unknown. */
  regions: { list(xzqdm: string): Promise<RegionList | undefined> };
  /**
   * The registry receives a submitted application: it decides the acceptance number (the one it
   * already has when a rejected application is filed again) and the time of submission, writes its
   * trail step and the progress record the progress query reads, and hands the application to the
   * back office. The hall has locked the application and found it submittable in `within`, its
   * transaction, and records what the registry decided on its own row (filing alone writes the
   * applications table, docs/decisions/0077): the acceptance commits or rolls back with it
   * (docs/decisions/0035). A real registry's client would record the call in it (an outbox) and
   * send it after the commit.
   */
  acceptApplication(application: ReceivedApplication, within: Transaction<Database>): Promise<Acceptance>;
  /** After the transaction that accepted commits: what the acceptance queued goes out now rather than at the next poll. */
  acceptanceCommitted(): void;
  /**
   * What the review asked the citizen to correct ({form, field, group, text}) while the
   * application is back with them for it; empty otherwise (docs/decisions/0053).
   */
  corrections(applicationId: string): Promise<Correction[]>;
  /**
   * A step of the back office in the application's trail (with its opinion) and, when it has an
   * acceptance number, in the progress record: in the outcome's transaction.
   */
  recordActivity(within: Transaction<Database>, application: ReceivedApplication, step: TrailStep): Promise<void>;
  /** An application's whole trail with its opinions, oldest first (the back office's case file). */
  trail(applicationId: string): Promise<TrailEntry[]>;
}

/** What the registry is told of an application it receives: the hall's row as filing holds it. */
export interface ReceivedApplication {
  id: string;
  /** The business's name: the trail's process. */
  name: string;
  prodefid: string;
  prolsh: string | null;
  openid: string;
  user_name: string;
}

/** What the registry decided on receiving an application. */
export interface Acceptance {
  prolsh: string;
  submittedAt: Date;
}

export interface TrailStep {
  activity: string;
  opinion?: string | null;
  /** The member who took a back-office step and the stage role they took it in (docs/decisions/0072). */
  actor?: { username: string; role: string | undefined } | undefined;
}

export type TrailEntry = Pick<Selectable<ApplicationTrailTable>, 'id' | 'process_name' | 'activity_name' | 'opinion' | 'started_at' | 'actor_username' | 'actor_role'>;

/**
 * What the emulated registry hands to the hall's back office, which reviews what it receives: a
 * received application enters the review (in the acceptance's transaction), and the review's
 * return for correction is what corrections() answers. Passed in (server/hallFilingRegistry.ts) so
 * the register imports nothing of the hall (docs/decisions/0066).
 */
export interface FilingBackOffice {
  receive(tx: Transaction<Database>, application: { id: string; prodefid: string }): Promise<void>;
  corrections(applicationId: string): Promise<Correction[]>;
}

/** The activities the registry writes to an application's trail at submission (the back office's are in schemas/workflow/review.json). */
export const TRAIL = { submitted: '网上申请' } as const;
