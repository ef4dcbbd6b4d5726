import { evaluateCondition } from '../../../../engine/conditions/evaluateCondition';
import type { ListAction, ListTab } from '../../../../engine/vocabulary/types';

/* The /prodoing tabs and their actions are the vocabulary's (schemas/vocabulary): a tab's position is the getApplyList tab it lists. */

/** The actions a tab offers for one application, in the configured order. */
export function actionsFor(tab: ListTab, application: Record<string, unknown>): ListAction[] {
  return tab.actions.filter((action) => evaluateCondition(action.when, { data: application }));
}

/** An action's address with the application's fields filled in ({id}, {prolsh} ...). */
export function hrefFor(action: ListAction, application: Record<string, unknown>): string | undefined {
  return action.href?.replace(/\{(\w+)\}/g, (_whole, field: string) => encodeURIComponent(String(application[field] ?? '')));
}
