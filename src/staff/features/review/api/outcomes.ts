import type { Colleagues, QueueRow, RegisterPreview } from '../../../../../engine/contract/staff/review';
import type { BulkClaimAnswer } from '../../../../../engine/contract/staff/search';
import { newReqseq } from '../../../../lib/api/reqseq';
import { staffApi } from '../../../lib/staffApi';

/** One stage outcome on a case (a queue row, or the case file's application); a fresh request id per press (the server does each id once). */
export const act = (row: Pick<QueueRow, 'id' | 'stage'>, action: string, body: Record<string, unknown> = {}) =>
  staffApi.post(`/review/applications/${row.id}/${action}`, { requestId: newReqseq(), stage: row.stage, ...body });

/** What a member does to a case's claim (docs/decisions/0072); `to`: the colleague a transfer names. */
export type ClaimKind = 'claim' | 'handBack' | 'transfer' | 'requestRelease' | 'release';
export const claim = (row: Pick<QueueRow, 'id'>, kind: ClaimKind, to?: string) => staffApi.post(`/review/applications/${row.id}/claim/${kind}`, to ? { to } : {});

/** Whom a case may be transferred to: the active members of its stage's roles. */
export const getColleagues = (key: string) => staffApi.get<Colleagues>(key);
export const colleaguesKey = (id: string) => `/review/applications/${encodeURIComponent(id)}/colleagues`;

/** What 登簿 would write in the register (nothing is written). */
export const getRegisterPreview = (key: string) => staffApi.get<RegisterPreview>(key);
export const registerPreviewKey = (id: string) => `/review/applications/${encodeURIComponent(id)}/registerPreview`;

/** Claim or hand back the selected cases at once: each under its own lock; the answer says which were refused and why. */
export const bulkClaim = (kind: 'claim' | 'handBack', ids: readonly string[]) => staffApi.post<BulkClaimAnswer>('/review/claims', { kind, ids });
