import type { WorkflowConfig } from '../schemas/types';
import { findStage } from './findStage';

/**
 * The trail activities that mean "the registry accepted it": the entry stage's way forward (受理通过,
 * an action that neither returns nor rejects, so needs nothing) and the entry stage's own name, which
 * is what a process recorded at the counter shows (受理). The progress query's 受理时间 is the time of
 * the first of them (issue 27), not the current stage's.
 */
export function acceptanceActivities(config: WorkflowConfig): ReadonlySet<string> {
  const entry = findStage(config, config.entry);
  if (!entry) return new Set();
  const forward = Object.values(entry.actions).flatMap((action) => (action && action.needs === undefined ? [action.trail] : []));
  return new Set([entry.name, ...forward]);
}
