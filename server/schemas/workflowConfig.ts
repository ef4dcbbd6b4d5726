import type { WorkflowConfig } from '../../engine/schemas/types';
import type { SchemaService } from './service';

/** The review workflow as configured now (schemas/workflow/review.json); a missing one is a broken deployment, not a user's mistake. */
export function workflowConfig(schemas: Pick<SchemaService, 'snapshot'>): WorkflowConfig {
  const config = schemas.snapshot().registry.workflow;
  if (!config) throw new Error('schemas/workflow/review.json is missing or failed schemas:check');
  return config;
}
