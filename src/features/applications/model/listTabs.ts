import { evaluateCondition } from '../../../../engine/conditions/evaluateCondition';
import type { Condition } from '../../../../engine/conditions/types';

/** The actions of the /prodoing popup (spec 001 sections 2.6 and 4); 取消 is the popup's own. */
export type ListActionId = 'book' | 'slip' | 'detail' | 'edit' | 'delete' | 'revoke' | 'tax';

export interface ListAction {
  id: ListActionId;
  /** Offered only when this holds for the application's own fields (kyy, xzqdm, ...). */
  when?: Condition;
  /** Opens this address, each {field} filled from the application (the appointment pages, the tax office). */
  href?: string;
}

export interface ListTab {
  title: string;
  titleEn?: string;
  actions: ListAction[];
}

/** schemas/app/applicationTabs.json: a tab's position is the getApplyList tab it lists. */
export interface ListTabsConfig {
  tabs: ListTab[];
}

/** The actions a tab offers for one application, in the configured order. */
export function actionsFor(tab: ListTab, application: Record<string, unknown>): ListAction[] {
  return tab.actions.filter((action) => evaluateCondition(action.when, { data: application }));
}

/** An action's address with the application's fields filled in ({id}, {prolsh} ...). */
export function hrefFor(action: ListAction, application: Record<string, unknown>): string | undefined {
  return action.href?.replace(/\{(\w+)\}/g, (_whole, field: string) => encodeURIComponent(String(application[field] ?? '')));
}
