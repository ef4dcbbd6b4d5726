import type { WorkflowStage } from '../schemas/types';
import type { Position, StaffRefusal, Transition } from './transitionTypes';

/** The trail steps of a suspension and a resumption (the back office's words, decision 0050). */
const TRAIL = { suspend: '挂起', resume: '恢复办理' } as const;
/** The citizen is told of both (schemas/notifications/templates.json; docs/decisions/0073). */
const TELLS = { suspend: 'application.suspended', resume: 'application.resumed' } as const;

/** A suspension's trail opinion: its reason and the day it is expected to resume (Chinese, as the trail is). */
export const suspensionOpinion = (reason: string, resumeOn: string) => `${reason}（预计${resumeOn}恢复办理）`;

/**
 * Suspending or resuming a case (挂起/恢复办理) where its stage allows it: the stage and the
 * citizen's state stay, only the pause changes; a suspended case cannot be suspended again, nor a
 * running one resumed. A suspension needs its reason and expected resume day.
 */
export function suspension(stage: WorkflowStage, from: Position, action: 'suspend' | 'resume'): Transition<StaffRefusal> {
  if (!stage.suspendable) return { refused: { reason: 'notSuspendable', stage: stage.name } };
  if (action === 'suspend' && from.suspended) return { refused: { reason: 'suspended' } };
  if (action === 'resume' && !from.suspended) return { refused: { reason: 'notSuspended' } };
  const to = { shzt: from.shzt, stage: stage.id, suspended: action === 'suspend' };
  return { moved: { to, trail: TRAIL[action], tells: TELLS[action], ...(action === 'suspend' ? { needs: 'suspension' as const } : {}) } };
}
