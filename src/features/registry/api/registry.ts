import { api } from '../../../lib/api/client';

export interface City {
  xzqMc: string;
  xzqBm: string;
}

export interface QueryRecord {
  ID: string;
  searchtime: string;
  state: number;
  state_msg: string;
  qzh: string;
  xzqmc: string;
  filename?: string;
}

export interface OwnProfile {
  name: string;
  cardnum: string;
  phone: string;
  usertype: string;
}

export interface PdfLink {
  url: string;
  viewer: string;
  preview?: string;
}

export interface SearchParams {
  username: string;
  zjh: string;
  qzh: string;
  xzqmc: string;
  xzqdm: string;
}

export type QueryKind = 'zs' | 'dzzz';

/** The owner's own profile, unmasked: it prefills (and locks) the name and ID of their own query form. */
export const getOwnProfile = () => api.post<OwnProfile>('/online/wx/apilist/getYhxx', {}, { silent: true });

export const getCities = (kind: QueryKind) => api.post<{ xzqs: City[] }>(kind === 'zs' ? '/online/query/wx/zsquery' : '/online/query/wx/dzzzquery');

export const submitSearch = (kind: QueryKind, params: SearchParams) =>
  api.post<{ ID: string }>(kind === 'zs' ? '/online/wx/apilist/certificateSearch' : '/online/wx/apilist/dzzzcertificateSearch', { ...params }, { silent: true });

export const RECORD_PATHS = {
  zs: '/online/wx/apilist/zsrecord',
  dzzz: '/online/wx/apilist/dzzzRecord',
  verify: '/online/wx/apilist/dzzzverification',
} as const;

export const listRecords = (kind: keyof typeof RECORD_PATHS) => api.post<QueryRecord[]>(RECORD_PATHS[kind], {}, { loading: false });

export const reportLink = (id: string) => api.post<PdfLink>('/online/wx/apilist/querySearch', { id });
export const licenceLink = (id: string) => api.post<PdfLink>('/online/wx/apilist/getDzzzPdf', { id });
export const verificationLink = (id: string) => api.post<PdfLink>('/online/wx/apilist/getDzzzyqPdf', { id });

export interface Progress {
  serialNumber: string;
  name: string;
  processName: string;
  actStart: string;
  activityName: string;
  /** When the registry accepted it; null while it waits for acceptance (or the counter did not say). */
  acceptedAt: string | null;
  /** Every stage so far with its time, oldest first. */
  steps: Array<{ activityName: string; actStart: string }>;
  /** The China day (YYYY-MM-DD) the hall expects it completed by, while in review (issue 31); null otherwise. */
  expectedBy?: string | null;
  /** What the day rests on: its business's 90th percentile, or the statutory period. */
  expectedBasis?: 'p90' | 'statutory' | null;
}

export const queryProgress = (lsh: string) => api.post<Progress>('/online/wx/apilist/process', { lsh }, { silent: true });

/** Opens a PDF in the pdf.js viewer page (the messaging app's browser cannot show PDFs inline). */
export function openViewer(link: PdfLink): void {
  window.location.assign(link.viewer);
}
