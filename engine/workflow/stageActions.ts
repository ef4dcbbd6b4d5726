import type { WorkflowStage } from '../schemas/types';

/**
 * What a member may press on a case in this stage now, as the configuration allows it: a
 * suspended case only resumes; otherwise the stage's outcomes, and suspend where the stage may be
 * suspended. None for a stage the configuration no longer has. The queue and the case file both
 * show this list; the review service checks each press again under the lock.
 */
export function stageActions(stage: WorkflowStage | undefined, suspended: boolean): string[] {
  if (!stage) return [];
  if (suspended) return ['resume'];
  return [...Object.keys(stage.actions), ...(stage.suspendable ? ['suspend'] : [])];
}
