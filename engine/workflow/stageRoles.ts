import type { WorkflowConfig } from '../schemas/types';

/** The stage staff: every role a stage of the workflow names, once, in the stages' order (the work queue and the case file are theirs). */
export const stageRoles = (workflow: WorkflowConfig): string[] => [...new Set(workflow.stages.flatMap((stage) => stage.roles))];
