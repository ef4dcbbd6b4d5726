import type { Condition } from '../conditions/types';

/**
 * The application's vocabulary (schemas/vocabulary/vocabulary.json, its meta-schema
 * schemas/meta/vocabulary.schema.json; decision 0044): what states, savetypes and record keys
 * mean, written once and read by the server and the browser through this folder.
 */

/** What a state lets happen: change and delete (edit), submit, revoke, book (with kyy 1). */
export type StateAction = 'edit' | 'submit' | 'revoke' | 'book';

/** How the /yuyue cards name where an application stands. */
export type ApplicationStage = 'revoked' | 'reviewing' | 'rejected' | 'approved';

export interface ApplicationState {
  shzt: number;
  name: string;
  allows: StateAction[];
  /** Which date the application list shows. */
  since: 'created' | 'submitted';
  stage: ApplicationStage;
  /** The review sent it back: the citizen reads its opinion and corrects it. */
  rejected?: boolean;
  /** Sent back for correction (补正), not refused: its opinion reads as what to correct (issue 27). */
  correction?: boolean;
  /** The message key a booking is refused with in this state. */
  bookingRefusal?: string;
}

/** The /prodoing popup's actions (spec 001 sections 2.6 and 4); 取消 is the popup's own. */
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
  /** The states this tab lists; its position is the getApplyList tab. */
  states: number[];
  actions: ListAction[];
}

export interface Vocabulary {
  id: string;
  states: ApplicationState[];
  /** The state each change leaves an application in. */
  changes: { start: number; submit: number; revoke: number };
  tabs: ListTab[];
  /** addQlxxInfo's codes are the dictionary's; a code's own failure message over saveFailed.rights. */
  savetypes: { dictionary: string; saveFailed?: Record<string, string> };
  /** The message of a save that failed without one of its own, by what was saved. */
  saveFailed: { party: string; unit: string; rights: string };
  /** A party's key, every other record's key, and how getApply keys a rights record by its form. */
  records: { partyKey: string; key: string; rightsKey: 'upperCaseFormId' | 'formId' };
  /** The sub-form route addPerson saves at, and the query that carries the party's type. */
  partyRoute: { route: string; typeQuery: string };
}
