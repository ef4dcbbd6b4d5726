import type { WorkflowConfig } from '../schemas/types';

/**
 * The roles that must pass a second factor at every sign-in (the staff section's secondFactor,
 * docs/decisions/0076); none without a staff section, which opens no page either.
 */
export const secondFactorRoles = (workflow: WorkflowConfig): readonly string[] => workflow.staff?.secondFactor ?? [];
