import type { Db } from '../../db/database';
import type { Correction, ReviewComment } from '../../../engine/review/types';
import { reviewCaseRepository } from '../shared/reviewCaseRepository';
import type { WorkflowConfig } from '../../../engine/schemas/types';

/**
 * The comments of the last return for correction while the application is back with the citizen
 * for it: its case is in a stage a return (an action that needs comments) leads to. None once it
 * is submitted again or moved on, though the case keeps them (docs/decisions/0053).
 */
export async function returnedComments(db: Db, workflow: WorkflowConfig, applicationId: string): Promise<Correction[]> {
  const found = await reviewCaseRepository.comments(db, applicationId);
  if (!found?.comments) return [];
  const returnStages = workflow.stages.flatMap((stage) => Object.values(stage.actions).filter((action) => action.needs === 'comments').map((action) => action.to));
  if (!returnStages.includes(found.stage)) return [];
  return found.comments.map((comment: ReviewComment) => ({ form: comment.form ?? null, field: comment.field ?? null, record: comment.record ?? null, group: comment.group ?? null, text: comment.text }));
}
