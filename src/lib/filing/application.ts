import type { Facts } from '../../../engine/conditions/types';
import type { Correction } from '../../../engine/review/types';

/**
 * getApply's answer (docs/filing-api.md), as the filing pages and the application records read it:
 * the application (proinst of spec 001 section 3) and every record under it, each record exactly
 * the fields stored plus its id, with the form and schema version it was saved with.
 */

export type Row = Record<string, unknown>;

/** The review opinions of a rejected application (pro_slxmsh). */
export interface ReviewOpinions {
  sh_xmsl_yj: string | null;
  sh_qjdc_yj: string | null;
}

export interface Proinst {
  id: string;
  prodefid: string;
  name: string;
  shzt: number;
  appointment: string;
  djlx: string;
  qllx: string;
  xzqdm: string;
  prolsh: string | null;
  kyy: number;
  areaname: string;
  czfs: string | null;
  /** The creation time of a draft, else the submission time (China time). */
  prostart: string;
  user_name: string;
  pro_slxmsh: ReviewOpinions;
  /** The rejection opinion to show, joined by the server; empty unless rejected. */
  rejection: string;
  /** The opinion asks for corrections (补正) rather than refusing it. */
  correction: boolean;
  /** The server's routing decision (decision 0043): the pages navigation goes to, never decided here. */
  fillPage: string;
  detailPage: string;
  /** The next step after the notice: /info/<fill page>, or /upload in appointment mode. */
  nextRoute: string;
  /** Where the fill page continues (a cancellation goes on to /upload). */
  then: string | null;
  /** The facts the configuration's rules read for this application, as the server decided them. */
  facts: Facts;
  editable: boolean;
  /** The configuration version it is shown and checked with (its own once submitted); `current` when that is the served one. */
  configVersion: { number: number; hash: string; current: boolean };
  /** Fields a change of configuration asks the citizen to look at again, by record id (docs/decisions/0046). */
  configReview: Array<{ id: string; formId: string; field: string; reason: string }>;
}

/** What the review's return asked the citizen to correct (docs/decisions/0053). */
export type { Correction };

export interface StoredMeta {
  formId: string;
  schemaVersion: number;
}

export interface Application {
  proinst: Proinst;
  sqrs: Row[];
  units: Row[];
  /** Rights records by their form id in capitals (DYQXX, YGQLXX, YDYQLXX, ZXDJ, QLXX). */
  qlxxInfo: Record<string, Row>;
  /** Each record's form and schema version, by record id (for the draft migration and the previews). */
  stored: Record<string, StoredMeta>;
  /** The last return's comments while the application is back for correction; empty otherwise. */
  corrections: Correction[];
  xzqdm: string;
}
