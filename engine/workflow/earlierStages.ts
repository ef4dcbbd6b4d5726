import type { WorkflowConfig, WorkflowStage } from '../schemas/types';

/**
 * The stages a send-back from `stage` may go to (docs/decisions/0072): in the workflow's order, from
 * `from` (the action's `to`, the earliest it may reach) up to the stage before this one, those where
 * someone acts. None when `from` is not before the stage.
 */
export function earlierStages(workflow: WorkflowConfig, stage: WorkflowStage, from: string): WorkflowStage[] {
  const first = workflow.stages.findIndex((candidate) => candidate.id === from);
  const here = workflow.stages.findIndex((candidate) => candidate.id === stage.id);
  if (first < 0 || here < 0 || first >= here) return [];
  return workflow.stages.slice(first, here).filter((candidate) => Object.keys(candidate.actions).length > 0);
}
