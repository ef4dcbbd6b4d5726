import type { BusinessCatalogue, WorkflowConfig } from '../schemas/types';
import type { Problem } from './types';
import { earlierStages } from '../workflow/earlierStages';

/**
 * The review workflow's references hold: stage ids are unique, the entry, every action's `to`
 * and every `notBy` name a stage, a stage with actions has someone to act, and statutory days
 * name businesses of the catalogue, the message an action tells the citizen is a template, and
 * where a refused action sends the case is a stage, and a send-back's earliest stage comes before its own.
 */
export function checkWorkflow(file: string, workflow: WorkflowConfig, catalogue: BusinessCatalogue | undefined, templates: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  const ids = new Set<string>();
  workflow.stages.forEach((stage, index) => {
    if (ids.has(stage.id)) problems.push({ file, pointer: `/stages/${index}/id`, reason: `stage "${stage.id}" listed twice` });
    ids.add(stage.id);
  });
  if (!ids.has(workflow.entry)) problems.push({ file, pointer: '/entry', reason: `unknown stage "${workflow.entry}"` });
  workflow.stages.forEach((stage, index) => {
    if (stage.notBy && !ids.has(stage.notBy)) problems.push({ file, pointer: `/stages/${index}/notBy`, reason: `unknown stage "${stage.notBy}"` });
    const actions = Object.entries(stage.actions);
    if (actions.length && !stage.roles.length) problems.push({ file, pointer: `/stages/${index}/roles`, reason: 'a stage with actions needs at least one role' });
    for (const [name, action] of actions) {
      if (!ids.has(action.to)) problems.push({ file, pointer: `/stages/${index}/actions/${name}/to`, reason: `unknown stage "${action.to}"` });
      else if (name === 'sendBack' && !earlierStages(workflow, stage, action.to).length) problems.push({ file, pointer: `/stages/${index}/actions/${name}/to`, reason: `a send-back goes to an earlier stage, "${action.to}" is not before "${stage.id}"` });
      if (action.refused && !ids.has(action.refused.to)) problems.push({ file, pointer: `/stages/${index}/actions/${name}/refused/to`, reason: `unknown stage "${action.refused.to}"` });
      if (action.tells && !templates.has(action.tells)) problems.push({ file, pointer: `/stages/${index}/actions/${name}/tells`, reason: `no message template "${action.tells}"` });
    }
  });
  const businesses = new Set(catalogue?.parents.flatMap((parent) => parent.Prodefs.map((business) => business.id)) ?? []);
  for (const business of Object.keys(workflow.statutoryDays)) {
    if (business !== 'default' && catalogue && !businesses.has(business)) problems.push({ file, pointer: `/statutoryDays/${business}`, reason: `business "${business}" is not in the catalogue` });
  }
  return problems;
}
