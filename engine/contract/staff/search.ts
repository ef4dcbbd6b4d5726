/** The keys the back office searches by, as the query string sends them (docs/decisions/0089); all given must hold. */
export interface SearchKeys {
  prolsh?: string | undefined;
  /** A certificate or proof number: made at 缮证, or the one the application names on its unit. */
  certificate?: string | undefined;
  /** A unit number (不动产单元号). */
  unit?: string | undefined;
  /** A party's name, or its beginning. */
  party?: string | undefined;
  /** A party's whole ID number (never a part of it). */
  idNumber?: string | undefined;
  /** A business id, picked by its name. */
  business?: string | undefined;
  /** A region code, picked by its name (130400 the city and its districts, 130403 a district). */
  region?: string | undefined;
  /** Any stage, the ended ones too (done, rejected, correction). */
  stage?: string | undefined;
}

/** A party of a found application: its name and its ID number, masked (docs/decisions/0089). */
export interface SearchParty {
  name: string;
  idNumber: string;
}

/**
 * GET /staff/api/search/applications and /staff/api/search/mine: an application in any stage or
 * state (办结, 驳回, 补正, 挂起 included), newest submission first.
 */
export interface SearchRow {
  id: string;
  prolsh: string | null;
  /** The business's name, and its id. */
  name: string;
  prodefid: string;
  areaname: string;
  user_name: string;
  stage: string;
  stageName: string;
  stageNameEn: string;
  suspended: boolean;
  submitted_at: string | null;
  /** Who holds the claim (user name), or null. */
  claimed_by: string | null;
  parties: SearchParty[];
}

/** A page of rows and the cursor of the next (null on the last page). */
export interface SearchAnswer {
  rows: SearchRow[];
  next: string | null;
}

/** GET /staff/api/search/options: what the pickers show (names; the codes are their values). */
export interface SearchOptions {
  businesses: Array<{ id: string; name: string }>;
  regions: Array<{ code: string; name: string }>;
  stages: Array<{ id: string; name: string; nameEn: string }>;
}

/** POST /staff/api/review/claims: each case claimed or handed back under its own lock; a refusal says why. */
export interface BulkClaimAnswer {
  results: Array<{ id: string; ok: boolean; message: string | null }>;
}
