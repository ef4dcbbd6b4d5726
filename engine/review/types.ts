/** One stored record as a submission keeps it: its id, the form it was saved with, and its fields. */
export interface SubmittedRecord {
  id: string;
  form: string;
  data: Record<string, unknown>;
}

/**
 * What the citizen submitted, kept for every submission (application_submissions, docs/decisions/0053):
 * the parties (with their party type), the units, the rights records and the pictures of each
 * material group (their file ids, and so their count).
 */
export interface SubmissionSnapshot {
  /** The configuration version the records were checked with. */
  configVersion: number;
  parties: Array<SubmittedRecord & { sqr_lx: string }>;
  units: SubmittedRecord[];
  rights: SubmittedRecord[];
  /** The file ids of each material group's pictures, by group id. */
  materials: Record<string, string[]>;
}

/** One line of a reviewer's diff: where, what, and the value before and after (null: not there). */
export interface SnapshotChange {
  section: string;
  record: string;
  label: string;
  before: string | null;
  after: string | null;
}

/**
 * A comment of a return for correction (补正), as a reviewer sends it and the case keeps it: on a
 * field of a form (of one record of it when `record` names the record's id), on a material group,
 * or on the whole application (docs/decisions/0053).
 */
export interface ReviewComment {
  form?: string;
  field?: string;
  /** The party, unit or rights record the comment is on; absent: every record of the form. */
  record?: string;
  group?: string;
  text: string;
}

/** A review comment as the citizen's getApply answers it: every part present, null when absent. */
export interface Correction {
  form: string | null;
  field: string | null;
  record: string | null;
  group: string | null;
  text: string;
}
