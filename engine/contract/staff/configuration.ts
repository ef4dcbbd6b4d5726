/**
 * The configuration console's calls (issue 30), under /staff/api/configuration, for the
 * config_editor role and the system admin. A version is the whole schemas/ folder as published:
 * `files` maps a path relative to the folder ('forms/person.json') to its parsed JSON. A candidate
 * is an edited folder not yet published, sent whole.
 */

/** One finding of schemas:check. Errors stop a publish; warnings are shown and let it through. */
export interface ConfigProblem {
  file: string;
  pointer: string;
  reason: string;
  severity: 'error' | 'warning';
  /** Where a JSON syntax error is (1-based), when the file does not parse. */
  line?: number;
  column?: number;
}

/** GET /configuration/versions: every published version, newest first. */
export interface ConfigVersionRow {
  number: number;
  hash: string;
  note: string;
  publishedAt: string;
  /** The staff member's name, or 'system' for the first start and the publish script. */
  publishedBy: string;
  /** The number this one republished, when it was a rollback. */
  rollbackOf: number | null;
  current: boolean;
}

/** GET /configuration/versions/:number: its files and what the check says of them today. */
export interface ConfigVersionFiles {
  number: number;
  files: Record<string, unknown>;
  problems: ConfigProblem[];
}

/** One changed place between two versions. */
export interface ConfigChange {
  kind: 'file' | 'form' | 'field' | 'dictionary' | 'routing' | 'centre' | 'text';
  change: 'added' | 'removed' | 'changed';
  /** What changed, as an administrator names it: 'forms/person.json', 'person.sqrxm', 'routing row 1002'. */
  name: string;
  file: string;
  pointer: string;
  before?: unknown;
  after?: unknown;
}

/** How one stored application fares under the candidate. */
export interface ConfigImpactRow {
  prodefid: string;
  businessName: string;
  drafts: number;
  submitted: number;
  /** What migrating the drafts does: 'unchanged', 'migrated' (fields added/removed/renamed), 'review' (the citizen must review). */
  draftOutcome: Record<'unchanged' | 'migrated' | 'review', number>;
}

/** POST /configuration/impact {files, against?}: the diff against the current (or `against`) version and the applications it touches. */
export interface ConfigImpact {
  against: number;
  problems: ConfigProblem[];
  changes: ConfigChange[];
  applications: ConfigImpactRow[];
}

/** POST /configuration/check {files} → { problems: ConfigProblem[] } */
export interface ConfigCheckResult {
  problems: ConfigProblem[];
}

/**
 * POST /configuration/publish {files, note, dryRun?}: refused (400, with problems) when the check
 * finds an error; a dry run answers the impact and stores nothing.
 * POST /configuration/versions/:number/rollback {note?}: publishes that version again as the new current one.
 * GET /configuration/diff?from=N&to=M → { changes: ConfigChange[] }
 */
export interface ConfigPublished {
  number: number;
  impact: ConfigImpact;
}
