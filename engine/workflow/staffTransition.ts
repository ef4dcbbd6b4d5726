import type { WorkflowConfig } from '../schemas/types';
import { findStage } from './findStage';
import { stageOutcome } from './stageOutcome';
import { suspension } from './suspension';
import type { Position, StaffChange, StaffRefusal, Transition } from './transitionTypes';

/**
 * A staff member's press on a case, checked in the order a member is told why not: a case that
 * never entered review, a stage that ends the case (no actions, or one the configuration no longer
 * has), a stage other than the one the member saw (someone moved it on), a member without the
 * stage's roles, a case someone else has claimed; then the suspension or the outcome itself.
 */
export function staffTransition(workflow: WorkflowConfig, from: Position, change: StaffChange): Transition<StaffRefusal> {
  if (from.stage === undefined) return { refused: { reason: 'notSubmitted' } };
  const stage = findStage(workflow, from.stage);
  if (!stage || Object.keys(stage.actions).length === 0) return { refused: { reason: 'ended', stage: stage?.name ?? from.stage } };
  if (change.seen !== from.stage) return { refused: { reason: 'notInStage', stage: stage.name } };
  if (!stage.roles.some((role) => change.roles.includes(role))) return { refused: { reason: 'roleRefused' } };
  // A claim reserves the case: only its holder acts on it (docs/decisions/0072).
  if (change.claimedBy && change.claimedBy !== change.staffId) return { refused: { reason: 'claimedByOther', holder: change.claimedBy } };
  if (change.action === 'suspend' || change.action === 'resume') return suspension(stage, from, change.action);
  return stageOutcome(workflow, stage, from, change);
}
