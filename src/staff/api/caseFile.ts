import type { ReviewComment } from '../../../engine/review/types';
import { staffApi, StaffApiError } from './staffApi';

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

export type { ReviewComment };

/** GET /staff/api/review/applications/:id (docs/decisions/0051). */
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
    overdue: boolean;
    claimedBy: string | null;
    suspended: boolean;
    configVersion: { number: number; hash: string };
  };
  parties: Array<CaseRecord & { sqr_lx: string; name: string | null; typeLabel: string; alias: string | null }>;
  units: CaseRecord[];
  rights: Array<CaseRecord & { savetype: string }>;
  materials: Array<{ group: string; name: string; required: boolean; pictures: Array<{ id: string }> }>;
  trail: Array<{ id: string; activity: string; opinion: string | null; at: string }>;
  comments: ReviewComment[];
  actions: string[];
  mayReveal: boolean;
}

/** The pre-acceptance checks (another panel's server; 404 until it is there). */
export interface CaseChecks {
  checks: Array<{ id: string; title: string; passed: boolean; blocking: boolean; evidence: string[] }>;
}

/** What changed since the return (another panel's server; 404 until it is there). */
export interface CaseResubmissions {
  rounds: Array<{ n: number; submittedAt: string }>;
  changes: Array<{ section: string; record: string; label: string; before: string | null; after: string | null }>;
}

export const caseFileKey = (id: string) => `/review/applications/${encodeURIComponent(id)}`;
export const getCaseFile = (key: string) => staffApi.get<CaseFile>(key);

/** A panel fed by a call that may not be there yet: nothing to show on 404. */
const optional = async <T>(path: string): Promise<T | null> => {
  try {
    return await staffApi.get<T>(path);
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 404) return null;
    throw error;
  }
};
export const getChecks = (key: string) => optional<CaseChecks>(`${key}/checks`);
export const getResubmissions = (key: string) => optional<CaseResubmissions>(`${key}/resubmissions`);

/** The parties' full numbers: the rows the page shows masked, in full (the read is audited). */
export const reveal = (id: string) => staffApi.post<{ parties: Array<{ id: string; rows: CaseRow[] }> }>(`${caseFileKey(id)}/reveal`, { requestId: crypto.randomUUID() });

/** A picture's address (original or thumbnail), served to stage staff only. */
export const pictureUrl = (id: string, materialId: string, thumb = false) => `/staff/api${caseFileKey(id)}/materials/${materialId}${thumb ? '/thumb' : ''}`;
