import type { WorkflowConfig } from '../schemas/types';
import { earlierStages } from './earlierStages';
import { findStage } from './findStage';
import { stageActions } from './stageActions';
import { staffTransition } from './staffTransition';
import type { Position } from './transitionTypes';

/** Who looks at the case: the member's id and roles, the case's actors and claim. */
export interface Onlooker {
  staffId: string;
  roles: readonly string[];
  actors: Readonly<Record<string, string>>;
  claimedBy: string | null;
}

/**
 * The buttons a member is offered on a case now (docs/decisions/0072): of the stage's actions, those
 * the transition function would take from this member (the rule the server enforces on the press),
 * and where a send-back may go. A send-back with no earlier stage is not offered.
 */
export function offeredActions(workflow: WorkflowConfig, from: Position, member: Onlooker): { actions: string[]; sendBackTo: Array<{ id: string; name: string; nameEn: string }> } {
  const stage = from.stage === undefined ? undefined : findStage(workflow, from.stage);
  if (!stage) return { actions: [], sendBackTo: [] };
  const back = stage.actions.sendBack;
  const sendBackTo = back ? earlierStages(workflow, stage, back.to).map(({ id, name, nameEn }) => ({ id, name, nameEn })) : [];
  const actions = stageActions(stage, Boolean(from.suspended)).filter((action) => {
    const change = { action, seen: stage.id, roles: member.roles, staffId: member.staffId, actors: member.actors, claimedBy: member.claimedBy, target: sendBackTo[0]?.id };
    return 'moved' in staffTransition(workflow, from, change);
  });
  return { actions, sendBackTo: actions.includes('sendBack') ? sendBackTo : [] };
}
