import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { ApplicationConfirmationTable, Database } from '../db/types';

/** A staff member of a partner institution (a bank): who decides its company's confirmations. */
export interface PartnerInstitution {
  name: string;
  creditCode: string;
}

/**
 * What the back office's partner asks of the parties' confirmations (docs/decisions/0055, 0056),
 * which the citizen side owns (features/confirmations implements it; the composition hands it
 * over, docs/decisions/0066). The views are the confirmations feature's, passed through as they are.
 */
export interface PartnerConfirmations {
  /** The applications an institution was asked to confirm. */
  partnerRequested(creditCode: string): Promise<string[]>;
  /** Where the institution's confirmation of each of these applications stands, by application id (none: never asked). */
  partnerStates(institution: PartnerInstitution, ids: readonly string[]): Promise<Record<string, import('../../engine/contract/confirmations').ConfirmationState>>;
  /** The partner's view of its own company's confirmation of an application; undefined when it has none to see. */
  partnerStatus(institution: PartnerInstitution, id: string): Promise<object | undefined>;
  /** The partner confirms or declines (once per request id), under the application's lock; `audit` runs in that transaction. */
  partnerDecide(
    institution: PartnerInstitution,
    id: string,
    input: { requestId: string; decision: 'confirmed' | 'declined'; reason: string; staffId: string },
    audit: (transaction: Transaction<Database>, before: string, row: Pick<ApplicationConfirmationTable, 'state' | 'party_name' | 'reason'>) => Promise<void>,
  ): Promise<{ outcome: 'done' | 'notFound' | 'notRequested'; view?: object }>;
}

/**
 * The contact phones of an institution's partner accounts (the back office's staff accounts), read
 * in the caller's transaction: where the confirmations feature texts a request to a bank
 * (docs/decisions/0079). The composition hands it over, as it hands PartnerConfirmations back.
 */
export type InstitutionContacts = (executor: Db | Transaction<Database>, creditCode: string) => Promise<string[]>;
