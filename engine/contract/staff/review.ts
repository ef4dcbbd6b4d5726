import type { ReviewComment, SnapshotChange } from '../../review/types';

/** GET /staff/api/review/queue: a case in the work queue of the member's roles (docs/decisions/0050). */
export interface QueueRow {
  id: string;
  prolsh: string | null;
  name: string;
  areaname: string;
  user_name: string;
  stage: string;
  stageName: string;
  stageNameEn: string;
  submitted_at: string | null;
  deadline: string;
  /** Working days left before the deadline (standing still while suspended; docs/decisions/0073). */
  daysLeft: number;
  overdue: boolean;
  suspended: boolean;
  claimed_by: string | null;
  /** The member holds the claim (hands it back or transfers it). */
  claimedByMe: boolean;
  /** The outcomes this member may give the case now: those the server would take from them (docs/decisions/0072). */
  actions: string[];
}

/** A field of a stored record as its form shows it (masked unless revealed). */
export interface CaseRow {
  field: string;
  label: string;
  text: string;
}

export interface CaseRecord {
  id: string;
  /** The form id a comment on one of its fields names. */
  form: string;
  formTitle: string;
  rows: CaseRow[];
}

/** GET /staff/api/review/applications/:id: the case file (docs/decisions/0051). */
export interface CaseFile {
  application: {
    id: string;
    prolsh: string | null;
    business: string;
    prodefid: string;
    region: { code: string; name: string };
    shzt: number;
    submittedAt: string | null;
    applicant: string;
    stage: string | null;
    stageName: string | null;
    deadline: string | null;
    /** Working days left before the deadline; null once the case left the acting stages. */
    daysLeft: number | null;
    overdue: boolean;
    claimedBy: string | null;
    suspended: boolean;
    configVersion: { number: number; hash: string };
  };
  parties: Array<CaseRecord & { sqr_lx: string; name: string | null; typeLabel: string; alias: string | null }>;
  units: CaseRecord[];
  rights: Array<CaseRecord & { savetype: string }>;
  materials: Array<{ group: string; name: string; required: boolean; pictures: Array<{ id: string }> }>;
  /** Who took each step, in which role (a role id; null for the citizen's steps). */
  trail: Array<{ id: string; activity: string; opinion: string | null; at: string; actor: string | null; role: string | null }>;
  comments: ReviewComment[];
  /** The outcomes this member may give the case now: those the server would take from them (docs/decisions/0072). */
  actions: string[];
  /** Where a send-back may go, and each outcome's opinion with its default wording. */
  sendBackTo: Array<{ id: string; name: string; nameEn: string }>;
  opinions: Record<string, { title: string; default: string }>;
  /** The claim: who holds it, whether this member does, who asked for it; what this member may do with it. */
  claim: { holder: string | null; mine: boolean; releaseRequestedBy: string | null; releaseRequestedAt: string | null; may: string[] };
  mayReveal: boolean;
}

/** GET /staff/api/review/releaseRequests: the pending claim release requests, oldest first, for the supervisors (docs/decisions/0081). */
export interface ReleaseRequests {
  requests: Array<{
    id: string;
    prolsh: string | null;
    name: string | null;
    stage: string;
    stageName: string;
    stageNameEn: string;
    holder: string;
    holderName: string;
    askedBy: string;
    askedByName: string;
    askedAt: string | null;
  }>;
}

/** GET …/:id/colleagues: whom the case may be transferred to (active members of its stage's roles). */
export interface Colleagues {
  colleagues: Array<{ id: string; username: string; name: string }>;
}

/** GET …/:id/registerPreview: what 登簿 would write (nothing written); kind null: the business changes nothing in the register. */
export interface RegisterPreview {
  kind: string | null;
  lines: Array<{ field: string; label: string; text: string }>;
  /** A value the application lacks: 登簿 would be refused. */
  missing?: string;
}

/** POST …/:id/reveal: the parties' rows in full (the read is audited). */
export interface RevealedParties {
  parties: Array<{ id: string; rows: CaseRow[] }>;
}

/** One pre-acceptance check with its verdict and evidence; blocking is its kind (阻断性检查), not a verdict. */
export interface CaseCheck {
  id: string;
  title: string;
  passed: boolean;
  blocking: boolean;
  evidence: string[];
}

/**
 * GET …/:id/checks: the pre-acceptance checks against the registry, with their evidence: `frozen`
 * as acceptance judged them (China time, once accepted; docs/decisions/0074), `checks` as the
 * register says now.
 */
export interface CaseChecks {
  checks: CaseCheck[];
  frozen?: { at: string; checks: CaseCheck[] };
}

/** GET …/:id/resubmissions: every submission round and what changed since the return (docs/decisions/0053). */
export interface CaseResubmissions {
  rounds: Array<{ n: number; submittedAt: string }>;
  changes: SnapshotChange[];
}
