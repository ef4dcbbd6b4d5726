import type { WorkflowActionName, WorkflowConfig, WorkflowStage } from '../schemas/types';
import { earlierStages } from './earlierStages';
import { findStage } from './findStage';
import type { Position, StaffChange, StaffRefusal, Transition } from './transitionTypes';

/**
 * A stage's outcome as the workflow configures it (docs/decisions/0050): only an action of the
 * stage, never on a suspended case, never by whoever took the stage named in notBy. It moves to the
 * action's stage and citizen state (unchanged when the action names none); a 登簿 the register
 * refused moves to where the action's `refused` says instead (0058), or is refused without one. A
 * send-back moves to the earlier stage the member chose among those its `to` allows.
 */
export function stageOutcome(workflow: WorkflowConfig, stage: WorkflowStage, from: Position, change: StaffChange): Transition<StaffRefusal> {
  const action = stage.actions[change.action as WorkflowActionName];
  // The member saw this stage (checked before): an action it lacks is no colleague's doing.
  if (!action) return { refused: { reason: 'notAnAction', stage: stage.name } };
  if (from.suspended) return { refused: { reason: 'suspended' } };
  if (stage.notBy && change.actors[stage.notBy] === change.staffId) {
    return { refused: { reason: 'notBy', stage: stage.name, prior: findStage(workflow, stage.notBy)?.name ?? stage.notBy } };
  }
  if (change.registerRefused) {
    if (!action.refused) return { refused: { reason: 'registerRefused' } };
    return { moved: { to: { shzt: from.shzt, stage: action.refused.to, suspended: false }, trail: action.refused.trail, outcome: true } };
  }
  // A send-back goes to the earlier stage the member chose, the citizen's state unchanged (docs/decisions/0072).
  let to = action.to;
  let trail = action.trail;
  if (change.action === 'sendBack') {
    const target = earlierStages(workflow, stage, action.to).find((candidate) => candidate.id === change.target);
    if (!target) return { refused: { reason: 'sendBackTarget' } };
    [to, trail] = [target.id, action.trail.replaceAll('{stage}', target.name)];
  }
  return {
    moved: {
      to: { shzt: action.shzt ?? from.shzt, stage: to, suspended: false },
      trail,
      ...(action.tells ? { tells: action.tells } : {}),
      ...(action.needs ? { needs: action.needs } : {}),
      ...(action.opinion ? { opinion: { title: action.opinion.title, default: action.opinion.default } } : {}),
      ...(action.changesRegister ? { changesRegister: true } : {}),
      ...(action.documents ? { documents: action.documents } : {}),
      outcome: true,
    },
  };
}
