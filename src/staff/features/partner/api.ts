import type { PartnerApplication, PartnerConfirmation, PartnerRow, PartnerSection } from '../../../../engine/contract/staff/partner';
import type { MaterialGroupView } from '../../../../engine/attachments/materialGroups';
import { newReqseq } from '../../../lib/api/reqseq';
import { staffApi } from '../../lib/staffApi';

export type { MaterialGroupView, PartnerRow, PartnerSection };

export const PARTNER_PAGE_ROWS = 20;
export const partnerListKey = (page: number) => `/partner/applications?page=${page}&rows=${PARTNER_PAGE_ROWS}`;
/** Every cached page of the list: a decision changes its badge and its row. */
export const isPartnerListKey = (key: unknown) => typeof key === 'string' && key.startsWith('/partner/applications?');
export const getPartnerList = (key: string) => staffApi.get<{ list: PartnerRow[]; total: number }>(key);
export const partnerApplicationKey = (id: string) => `/partner/applications/${encodeURIComponent(id)}`;
export const getPartnerApplication = (key: string) => staffApi.get<PartnerApplication>(key);
/** A picture of the application (original or thumbnail), served to the institution that may read it. */
export const pictureUrl = (id: string, materialId: string, thumb = false) => `/staff/api${partnerApplicationKey(id)}/materials/${materialId}${thumb ? '/thumb' : ''}`;
export const confirmationKey = (id: string) => `${partnerApplicationKey(id)}/confirmation`;
export const getConfirmation = (key: string) => staffApi.get<PartnerConfirmation>(key);

/** Confirm or decline; a fresh request id per press (the server does each id once). */
export const decide = (id: string, decision: 'confirm' | 'decline', reason?: string) =>
  staffApi.post(`${partnerApplicationKey(id)}/${decision}`, { requestId: newReqseq(), ...(reason === undefined ? {} : { reason }) });
