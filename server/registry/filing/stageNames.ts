import { translate, type Locale } from '../../../engine/i18n/translate';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { TRAIL } from './filingRegistry';

/**
 * The names of the stages an application went through, in the citizen's language. What the hall
 * writes in a trail is translated: the workflow's stage names and action trails (schemas/workflow,
 * name → nameEn, trail → trailEn) and the filing's own first step; a name the registry recorded
 * that the hall does not know (a counter's own process) stays as written.
 */
export function stageNamer(workflow: WorkflowConfig | undefined, locale: Locale): (name: string) => string {
  if (locale !== 'en') return (name) => name;
  const english = new Map<string, string>([[TRAIL.submitted, translate('en', 'registry.trailSubmitted')]]);
  for (const stage of workflow?.stages ?? []) {
    english.set(stage.name, stage.nameEn);
    for (const action of Object.values(stage.actions)) english.set(action.trail, action.trailEn);
  }
  return (name) => english.get(name) ?? name;
}
