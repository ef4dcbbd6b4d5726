import type { WorkflowConfig } from '../schemas/types';

/** Whether these roles may release or transfer anyone's claim (the workflow's `staff.supervisors`, docs/decisions/0072). */
export const isSupervisor = (workflow: WorkflowConfig, roles: readonly string[]) => (workflow.staff?.supervisors ?? []).some((role) => roles.includes(role));
