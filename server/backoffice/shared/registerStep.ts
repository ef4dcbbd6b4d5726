import type { Transaction } from 'kysely';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Database } from '../../db/types';
import type { StaffTranslate } from './staffMessages';

/** Why the register refused, in any staff language: the member's answer, and the trail's Chinese. */
export type RegisterRefusal = (translate: StaffTranslate) => string;

/** What registering wrote (the audit entry keeps it). */
export interface Registered {
  kind: string;
  applied: boolean;
  certificate: string;
  proofNumber?: string;
}

/**
 * 登簿's write of the register as the review calls it (backoffice/registration implements it,
 * the staff router hands it to the review, docs/decisions/0066): what it wrote, why the register
 * refused, or undefined for a business whose registration changes nothing in the register.
 */
export type RegisterStep = (
  tx: Transaction<Database>,
  workflow: WorkflowConfig,
  application: { id: string; prodefid: string; prolsh: string | null },
) => Promise<{ registered: Registered } | { refused: RegisterRefusal } | undefined>;
