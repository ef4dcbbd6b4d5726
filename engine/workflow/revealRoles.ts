import type { WorkflowConfig } from '../schemas/types';

/** Who may read a party's full ID and phone numbers (docs/decisions/0051): the roles of the stages marked reveals. */
export const revealRoles = (workflow: WorkflowConfig): string[] => [...new Set(workflow.stages.flatMap((stage) => (stage.reveals ? stage.roles : [])))];
