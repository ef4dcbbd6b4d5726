import type { WorkflowConfig } from '../schemas/types';
import type { Vocabulary } from '../vocabulary/types';
import { stateOf } from '../vocabulary/stateOf';
import type { Problem } from './types';

/**
 * The workflow and the vocabulary say one thing of the states (docs/decisions/0067): each state a
 * back-office action leaves is a state of the vocabulary; a return for correction (comments) leaves
 * one the vocabulary calls a correction, a rejection (the two opinions) one it calls rejected and
 * not a correction; every other action leaves one the citizen cannot edit. The vocabulary's own
 * changes are the citizen's alone (start, submit, revoke).
 */
export function checkWorkflowStates(file: string, workflow: WorkflowConfig, vocabulary: Vocabulary): Problem[] {
  const problems: Problem[] = [];
  workflow.stages.forEach((stage, index) => {
    for (const [name, action] of Object.entries(stage.actions)) {
      if (action.shzt === undefined) continue;
      const at = `/stages/${index}/actions/${name}/shzt`;
      const state = stateOf(vocabulary, action.shzt);
      if (!state) problems.push({ file, pointer: at, reason: `state ${action.shzt} is not in the vocabulary` });
      else if (action.needs === 'comments' && !state.correction) problems.push({ file, pointer: at, reason: `a return for correction leaves state ${action.shzt}, which the vocabulary does not call a correction` });
      else if (action.needs === 'opinions' && (!state.rejected || state.correction)) problems.push({ file, pointer: at, reason: `a rejection leaves state ${action.shzt}, which the vocabulary does not call rejected` });
      else if (action.needs === undefined && (state.rejected || state.allows.includes('edit'))) problems.push({ file, pointer: at, reason: `action "${name}" leaves state ${action.shzt}, which the vocabulary sends back to the citizen` });
    }
  });
  return problems;
}
