import type { WorkflowConfig } from '../schemas/types';
import { stageRoles } from './stageRoles';

/**
 * Who opens a staff page (its menu entry and the calls behind it): the page's roles, every stage role
 * for "stages", the supervisors (`staff.supervisors`) for "supervisors", nobody for a page not configured.
 * A list may name "stages" or "supervisors" among its roles (the search page: the stages and the system admin).
 */
export function pageRoles(workflow: WorkflowConfig, page: string): readonly string[] {
  const roles = workflow.staff?.pages[page];
  if (roles === undefined) return [];
  const named = typeof roles === 'string' ? [roles] : roles;
  const expand = (name: string): readonly string[] => (name === 'stages' ? stageRoles(workflow) : name === 'supervisors' ? (workflow.staff?.supervisors ?? []) : [name]);
  return [...new Set(named.flatMap(expand))];
}
