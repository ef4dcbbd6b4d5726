import type { WorkflowConfig } from '../schemas/types';
import { pageRoles } from './pageRoles';

/** The staff pages these roles open, in the configuration's order (GET /staff/api/me's pages, the side menu). */
export const pagesFor = (workflow: WorkflowConfig, held: readonly string[]): string[] =>
  Object.keys(workflow.staff?.pages ?? {}).filter((page) => pageRoles(workflow, page).some((role) => held.includes(role)));
