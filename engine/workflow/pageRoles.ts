import type { WorkflowConfig } from '../schemas/types';
import { stageRoles } from './stageRoles';

/**
 * Who opens a staff page (its menu entry and the calls behind it): the page's roles, every stage role
 * for "stages", the supervisors (`staff.supervisors`) for "supervisors", nobody for a page not configured.
 */
export function pageRoles(workflow: WorkflowConfig, page: string): readonly string[] {
  const roles = workflow.staff?.pages[page];
  if (roles === undefined) return [];
  if (roles === 'stages') return stageRoles(workflow);
  if (roles === 'supervisors') return workflow.staff?.supervisors ?? [];
  return roles;
}
