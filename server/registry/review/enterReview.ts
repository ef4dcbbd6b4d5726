import type { Transaction } from 'kysely';
import { statutoryDeadline } from '../../../engine/workflow/statutoryDeadline';
import type { Database } from '../../db/types';
import { reviewCaseRepository } from './reviewCaseRepository';
import { workflowConfig } from './workflowConfig';

/**
 * A submitted (or resubmitted) application enters the back office's first stage, the acceptance
 * clerk's queue, with its statutory deadline counted from now (docs/decisions/0050). Called in the
 * transaction that holds the application's lock and accepts it.
 */
export async function enterReview(tx: Transaction<Database>, application: { id: string; prodefid: string }): Promise<void> {
  const workflow = workflowConfig();
  await reviewCaseRepository.enter(tx, application.id, workflow.entry, statutoryDeadline(workflow, application.prodefid, new Date()));
}
