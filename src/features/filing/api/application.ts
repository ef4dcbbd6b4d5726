import { api, type RequestOptions } from '../../../lib/api/client';
import type { Row } from '../../../lib/filing/application';

/**
 * The application-core calls of a draft (docs/filing-api.md): save and delete its parties, units and rights records, and ask whether it is complete. Saves take the reqseq of
 * their attempt (a retry of the same save sends the same one, so the server stores it once).
 */

const APILIST = '/online/wx/apilist';

export type { Application, Correction, Proinst, Row, StoredMeta } from '../../../lib/filing/application';

/** One save attempt: its reqseq, kept while the save is retried. */
export interface SaveOptions {
  reqseq: string;
}

/** A save's failure is shown by the page with the spec's message, not toasted. */
const saveOptions = (reqseq: string): RequestOptions => ({ silent: true, reqseq });

/** addPerson: add (no sqr_id) or change a party; type is the /info/person query type. */
export function addPerson(proinstid: string, type: string, proposerinfo: Row, { reqseq }: SaveOptions): Promise<Row> {
  return api.post<Row>(`${APILIST}/addPerson`, { proinstid, type, proposerinfo }, saveOptions(reqseq));
}

/** addReleasteInfo: add (no id) or change units, all or nothing. */
export function addReleasteInfo(proinstid: string, fwxxs: Row[], { reqseq }: SaveOptions): Promise<{ fwxxs: Row[] }> {
  return api.post<{ fwxxs: Row[] }>(`${APILIST}/addReleasteInfo`, { proinstid, fwxxs }, saveOptions(reqseq));
}

/** addQlxxInfo: the rights record of a savetype (saving again replaces it). */
export function addQlxxInfo(proinstid: string, savetype: string, reqData: Row, { reqseq }: SaveOptions): Promise<Row> {
  return api.post<Row>(`${APILIST}/addQlxxInfo`, { proinstid, savetype, reqData }, saveOptions(reqseq));
}

export function delPerson(proinstid: string, sqrid: string): Promise<unknown> {
  return api.post(`${APILIST}/delPerson`, { proinstid, sqrid });
}

export function delReleasteInfo(proinstid: string, fwxxid: string): Promise<unknown> {
  return api.post(`${APILIST}/delReleasteInfo`, { proinstid, fwxxid });
}

export function delQlxxInfo(proinstid: string, savetype: string): Promise<unknown> {
  return api.post(`${APILIST}/delQlxxInfo`, { proinstid, savetype });
}

/** check: the server decides completeness; a failure carries the message to show (提示). */
export function checkApplication(proinstid: string): Promise<unknown> {
  return api.post(`${APILIST}/check`, { proinstid }, { silent: true });
}

export const QLXX_IS_SHOW_KEY = 'filing:qlxxIsShow';

/**
 * validateUserInfo: data.qlxx_isshow false hides the rights cards; a failure reads as unknown. The
 * early call beside the sign-in check (`signInOnExpiry: false`) rejects instead, to be made again.
 */
export function getQlxxIsShow({ signInOnExpiry = true } = {}): Promise<unknown> {
  const call = api
    .post<{ qlxx_isshow?: unknown }>(`${APILIST}/validateUserInfo`, {}, { silent: true, loading: false, raw: true, signInOnExpiry })
    .then((body) => (body as { data?: { qlxx_isshow?: unknown } } | null)?.data?.qlxx_isshow);
  return signInOnExpiry ? call.catch(() => undefined) : call;
}
