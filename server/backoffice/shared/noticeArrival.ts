import type { Transaction } from 'kysely';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { findStage } from '../../../engine/workflow/findStage';
import type { Database } from '../../db/types';
import { staffNotificationRepository } from './staffNotificationRepository';

/** Work arriving in a queue (docs/decisions/0091). */
export type Arrival =
  | { kind: 'submitted' | 'resubmitted'; applicationId: string; stage: string }
  /** Sent back to a stage: to the member who acted there before, else to the stage's roles. */
  | { kind: 'sentBack'; applicationId: string; stage: string; member?: string | undefined }
  /** A claim handed to a member. */
  | { kind: 'transferred'; applicationId: string; stage: string; member: string };

/**
 * Tells the members whose queue the work arrived in, in the transaction that moves it: the stage's
 * roles (enabled members), or the one member it is meant for. Both commit or neither does.
 */
export async function noticeArrival(tx: Transaction<Database>, workflow: WorkflowConfig, arrival: Arrival): Promise<void> {
  const notice = { kind: arrival.kind, applicationId: arrival.applicationId, params: { stage: arrival.stage } };
  if ('member' in arrival && arrival.member) {
    await staffNotificationRepository.toMember(tx, arrival.member, notice);
    return;
  }
  await staffNotificationRepository.toRoles(tx, findStage(workflow, arrival.stage)?.roles ?? [], notice);
}
