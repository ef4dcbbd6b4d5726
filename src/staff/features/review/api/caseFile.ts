import type { CaseChecks, CaseFile, CaseRecord, CaseResubmissions, CaseRow, RevealedParties } from '../../../../../engine/contract/staff/review';
import type { ReviewComment } from '../../../../../engine/review/types';
import { newReqseq } from '../../../../lib/api/reqseq';
import { staffApi } from '../../../lib/staffApi';

export type { CaseFile, CaseRecord, CaseResubmissions, CaseRow, ReviewComment };

export const caseFileKey = (id: string) => `/review/applications/${encodeURIComponent(id)}`;
export const getCaseFile = (key: string) => staffApi.get<CaseFile>(key);
export const getChecks = (key: string) => staffApi.get<CaseChecks>(`${key}/checks`);
export const getResubmissions = (key: string) => staffApi.get<CaseResubmissions>(`${key}/resubmissions`);

/** The parties' full numbers: the rows the page shows masked, in full (the read is audited). */
export const reveal = (id: string) => staffApi.post<RevealedParties>(`${caseFileKey(id)}/reveal`, { requestId: newReqseq() });

/** A picture's address (original or thumbnail), served to stage staff only. */
export const pictureUrl = (id: string, materialId: string, thumb = false) => `/staff/api${caseFileKey(id)}/materials/${materialId}${thumb ? '/thumb' : ''}`;
