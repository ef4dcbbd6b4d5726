import type { WorkflowConfig } from '../schemas/types';
import { stageRoles } from './stageRoles';

/** Every staff role an account may hold: the stages' roles, then the others the staff section names (docs/decisions/0067). */
export const staffRoles = (workflow: WorkflowConfig): string[] => [...new Set([...stageRoles(workflow), ...Object.keys(workflow.staff?.roles ?? {})])];
