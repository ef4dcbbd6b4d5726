import { staffApi } from './staffApi';

export interface PartnerRow {
  id: string;
  name: string;
  prolsh: string | null;
  areaname: string;
  filer: string;
  state: string;
  submittedAt: string;
}

export interface PartnerSection {
  title: string;
  rows: { label: string; text: string }[];
}

export interface PartnerApplication {
  application: PartnerRow;
  parties: (PartnerSection & { type: string; ours: boolean })[];
  units: PartnerSection[];
  rights: PartnerSection[];
}

/** The institution's confirmation of one application (the confirmation calls, docs/decisions/0055). */
export interface PartnerConfirmation {
  state: 'notSent' | 'requested' | 'expired' | 'confirmed' | 'declined' | 'void';
  partyName: string;
  requestedAt: string | null;
  decidedAt: string | null;
  reason: string | null;
}

export const PARTNER_PAGE_ROWS = 20;
export const partnerListKey = (page: number) => `/partner/applications?page=${page}&rows=${PARTNER_PAGE_ROWS}`;
export const getPartnerList = (key: string) => staffApi.get<{ list: PartnerRow[]; total: number }>(key);
export const partnerApplicationKey = (id: string) => `/partner/applications/${encodeURIComponent(id)}`;
export const getPartnerApplication = (key: string) => staffApi.get<PartnerApplication>(key);
export const confirmationKey = (id: string) => `${partnerApplicationKey(id)}/confirmation`;
export const getConfirmation = (key: string) => staffApi.get<PartnerConfirmation>(key);

/** Confirm or decline; a fresh request id per press (the server does each id once). */
export const decide = (id: string, decision: 'confirm' | 'decline', reason?: string) =>
  staffApi.post(`${partnerApplicationKey(id)}/${decision}`, { requestId: crypto.randomUUID(), ...(reason === undefined ? {} : { reason }) });
