import type { Stage } from '../../../components/StageSteps/StageSteps';
import { applicationKey, getApply } from '../../../lib/api/application';
import { api } from '../../../lib/api/client';
import { prefetchBesideSignIn } from '../../../lib/api/prefetchBesideSignIn';
import type { ReviewOpinions } from '../../../lib/filing/application';

/** One card of /prodoing (getApplyList, docs/filing-api.md). */
export interface ApplicationListItem {
  id: string;
  name: string;
  wf_prodefname: string;
  shzt: number;
  prolsh: string | null;
  iskyy: number;
  kyy: number;
  orderid: string | null;
  djlx: string;
  qllx: string;
  djlx_name: string;
  appointment: string;
  xzqdm: string;
  areaname: string;
  pro_slxmsh: ReviewOpinions;
  /** The rejection opinion to show, joined by the server; empty unless rejected. */
  rejection: string;
  /** The opinion asks for corrections (补正) rather than refusing it. */
  correction: boolean;
  user_name: string;
  /** The creation time of a draft, else the submission time (China time). */
  prostart: string;
  /** The server's routing decision (decision 0043). */
  fillPage: string;
  detailPage: string;
  nextRoute: string;
}

export interface ApplicationPage {
  total: number;
  page: number;
  rows: ApplicationListItem[];
}

/** An uploaded picture of an attachment group (getUploadType's datuminstInfo). */
export interface Attachment {
  id: string;
  datuminst_id: string;
  url: string;
  thumbUrl?: string;
}

export interface AttachmentGroup {
  id: string;
  name: string;
  required: string;
  pro_attachment: Attachment[];
}

/** Spec 001 section 9: the list asks for page 1 first, 15 rows a page. */
export const LIST_FIRST_PAGE = 1;
export const LIST_ROWS = 15;

const path = (action: string) => `/online/wx/apilist/${action}`;

/** A tab's page of the user's applications; `yytype` limits the list to appointment-mode ones (or the others). */
export function getApplyList(tab: number, page: number, yytype: string | null): Promise<ApplicationPage> {
  return api.post<ApplicationPage>(path('getApplyList'), { tab, page, rows: LIST_ROWS, ...(yytype ? { yytype } : {}) }, { loading: page === LIST_FIRST_PAGE });
}

/**
 * Every stage the application has been through with its time: the progress query (process) by its
 * acceptance number, which answers the applicant only (the server decides; issue 20).
 */
export const applicationStages = (prolsh: string) => api.post<{ steps: Stage[] }>(path('process'), { lsh: prolsh }, { silent: true, loading: false });

/** A document the case issued (docs/decisions/0075): the 受理通知书, the certificate or proof and its electronic licence. */
export interface ApplicationDocument {
  kind: 'acceptanceNotice' | 'certificate' | 'proof';
  number: string;
  title: string;
  licenceNumber: string | null;
  handover: { method: 'counter' | 'mail'; waybill?: string } | null;
}

/** The application's documents, its owner's only (the server answers anyone else 404). */
export const applicationDocuments = (id: string) =>
  api.get<{ documents: ApplicationDocument[] }>('/online/wx/apilist/applicationDocuments', { proinstid: id }, { silent: true, loading: false });
/** A document's PDF (kind: notice, registration or licence), to open or download. */
export const documentPdfUrl = (id: string, kind: 'notice' | 'registration' | 'licence') => `/online/wx/apilist/applicationDocuments/${encodeURIComponent(id)}/${kind}.pdf`;

/** The swr key of an application's pictures on its detail page (the application's own: lib/api/application). */
export const materialsKey = (slsqId: string) => ['applications:materials', slsqId] as const;

/**
 * Starts loading the application a detail page opens on (?id=) and its pictures, before the page
 * renders, beside the sign-in check (decision 0033): a phone with a live session has its answers a
 * round trip sooner. These early calls never start a sign-in (the check does that); one that is
 * refused is made again once the check has answered. Not counted in the loading toast, which is
 * not wired up yet.
 */
export function prefetchApplicationDetail(search: string, signedIn: Promise<unknown>): void {
  const id = new URLSearchParams(search).get('id');
  if (!id) return;
  prefetchBesideSignIn(applicationKey(id), (signInOnExpiry) => getApply(id, { silent: true, counted: false, signInOnExpiry }), signedIn);
  prefetchBesideSignIn(materialsKey(id), (signInOnExpiry) => getUploadType(id, { signInOnExpiry }), signedIn);
}

/** The attachment groups of an application with their pictures (to show; the upload page changes them). */
export async function getUploadType(slsqId: string, { signInOnExpiry = true } = {}): Promise<AttachmentGroup[]> {
  const data = await api.post<{ datuminstInfo: AttachmentGroup[] }>(path('getUploadType'), { slsqId, sfhqmx: '0' }, { silent: true, loading: false, signInOnExpiry });
  return data.datuminstInfo;
}

/** The failures below are shown by the caller in the specification's own dialogs, so none toasts. */
export function submitApplyProject(proinstid: string, appointment: string): Promise<unknown> {
  return api.post(path('submitApplyProject'), { proinstid, appointment }, { silent: true });
}

export function deleteApply(proinstid: string): Promise<unknown> {
  return api.post(path('deleteApply'), { proinstid }, { silent: true });
}

/** Revoked only when the answer's handleResult.stat is 1 (spec 001: revokeApply answers handleResult.stat), whatever the envelope says. */
export async function revokeApply(item: Pick<ApplicationListItem, 'id' | 'appointment' | 'djlx' | 'qllx'>): Promise<void> {
  const answer = await api.post<{ handleResult?: { stat?: number; msg?: string } } | null>(path('revokeApply'), { id: item.id, appointmentType: item.appointment, djlx: item.djlx, qllx: item.qllx }, { silent: true });
  if (answer?.handleResult?.stat !== 1) throw new Error(answer?.handleResult?.msg || 'revokeApply: handleResult.stat is not 1');
}
