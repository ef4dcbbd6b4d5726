import type { WorkflowConfig } from '../schemas/types';
import { pageRoles } from '../workflow/pageRoles';
import { stageRoles } from '../workflow/stageRoles';
import { staffRoles } from '../workflow/staffRoles';
import type { Problem } from './types';

/**
 * The workflow's staff section holds (docs/decisions/0067): a role it names is not also a stage's,
 * every page opens for known roles and every second-factor role is a known one (docs/decisions/0076),
 * and a role that opens no page says what it waits for, so no role opens nothing by accident (and a
 * waiting one that opens a page says so no longer).
 */
export function checkStaffRoles(file: string, workflow: WorkflowConfig): Problem[] {
  const staff = workflow.staff;
  if (!staff) return [];
  const problems: Problem[] = [];
  const ofStages = new Set(stageRoles(workflow));
  const known = new Set(staffRoles(workflow));
  for (const role of Object.keys(staff.roles)) if (ofStages.has(role)) problems.push({ file, pointer: `/staff/roles/${role}`, reason: `role "${role}" is a stage's role already` });
  const opening = new Set<string>();
  for (const page of Object.keys(staff.pages)) {
    const named = pageRoles(workflow, page);
    named.forEach((role, index) => {
      if (!known.has(role)) problems.push({ file, pointer: `/staff/pages/${page}/${index}`, reason: `unknown role "${role}"` });
      opening.add(role);
    });
  }
  // A second-factor role no stage or page knows guards nothing: most likely a misspelt one, leaving the real role without it.
  staff.secondFactor.forEach((role, index) => {
    if (!known.has(role)) problems.push({ file, pointer: `/staff/secondFactor/${index}`, reason: `unknown role "${role}"` });
  });
  for (const [role, about] of Object.entries(staff.roles)) {
    if (!opening.has(role) && !about.waitingFor) problems.push({ file, pointer: `/staff/roles/${role}`, reason: `role "${role}" opens no page and says nothing of what it waits for` });
    if (opening.has(role) && about.waitingFor) problems.push({ file, pointer: `/staff/roles/${role}/waitingFor`, reason: `role "${role}" opens a page: it waits no longer` });
  }
  return problems;
}
