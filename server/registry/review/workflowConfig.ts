import type { WorkflowConfig } from '../../../engine/schemas/types';
import { servedSchemas } from '../../features/schemas/vocabulary';

/** The review workflow as configured now (schemas/workflow/review.json); a missing one is a broken deployment, not a user's mistake. */
export function workflowConfig(): WorkflowConfig {
  const config = servedSchemas().snapshot().registry.workflow;
  if (!config) throw new Error('schemas/workflow/review.json is missing or failed schemas:check');
  return config;
}
