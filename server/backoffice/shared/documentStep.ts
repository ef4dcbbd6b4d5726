import type { Transaction } from 'kysely';
import type { WorkflowAction } from '../../../engine/schemas/types';
import type { Database } from '../../db/types';
import type { EventParams } from '../../outbox/templates';

/** What a press that issues documents carries besides its case: the case's deadline, the handover form as sent, who pressed. */
export interface DocumentContext {
  deadline: Date | undefined;
  handover: unknown;
  staffId: string;
}

/**
 * The documents an action issues as the review calls them (backoffice/registration implements it,
 * the staff router hands it to the review, as 登簿's register step; docs/decisions/0075): records
 * them in the action's transaction, refuses (a handover that is incomplete, nothing printed) before
 * anything moves, and answers what the citizen's message says of them, and the work that must wait
 * for the commit (drawing and storing a signed file reads and writes outside the transaction).
 */
export type DocumentStep = (
  tx: Transaction<Database>,
  kind: NonNullable<WorkflowAction['documents']>,
  application: { id: string; prolsh: string | null; name: string; openid: string; prodefid: string },
  context: DocumentContext,
) => Promise<{ params: EventParams; afterCommit?: () => Promise<void> }>;
