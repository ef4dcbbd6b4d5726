import type { WorkflowConfig } from '../schemas/types';
import { acceptanceActivities } from './acceptanceActivities';

/** The workflow's end stages the counted outcomes lead to (schemas/workflow/review.json). */
const ENDS = { completed: 'done', returned: 'correction', rejected: 'rejected' } as const;

/** The trail's words of each counted event (issue 31): the statistics and the citizen's expected completion read the trail by them. */
export interface TrailEvents {
  submitted: string;
  accepted: readonly string[];
  completed: readonly string[];
  returned: readonly string[];
  rejected: readonly string[];
}

/**
 * The trail words of each event, read from the workflow: acceptance's way forward, and the trail
 * words of every action that leads to done (发证), to correction (退回补正) or to rejected (不予受理,
 * 审核不通过). `submitted` is the registry's word for a submission (网上申请).
 */
export function trailEvents(config: WorkflowConfig, submitted: string): TrailEvents {
  const leadingTo = (stage: string) => [...new Set(config.stages.flatMap((each) => Object.values(each.actions).flatMap((action) => (action && action.to === stage && action.trail ? [action.trail] : []))))];
  return { submitted, accepted: [...acceptanceActivities(config)], completed: leadingTo(ENDS.completed), returned: leadingTo(ENDS.returned), rejected: leadingTo(ENDS.rejected) };
}
