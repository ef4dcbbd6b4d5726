import { api } from '../../../lib/api/client';

/**
 * The calls before an application exists (spec 001 section 7.1): the region list, business types,
 * businesses, the user type and the business notice, and getApplyCode which creates the draft.
 */

const APILIST = '/online/wx/apilist';

export interface Region {
  xzqdm: string;
  xzqmc: string;
}

/** A city with its districts (cityxzq / districtxzq of getAddressList). */
export interface City extends Region {
  districtxzq?: Region[];
}

/** getAddressList's answer: the region asked for and its cities. */
export interface AddressList extends Region {
  cityxzq: City[];
}

/** The region list, first asked for the registry's region (spec 001 section 9). */
export function getAddressList(xzqdm: string): Promise<AddressList> {
  return api.post<AddressList>(`${APILIST}/getAddressList`, { xzqdm });
}

export interface BusinessType {
  examplename: string;
  examplerange: string;
  imgpath: string;
}

export function getApplyType(): Promise<BusinessType[]> {
  return api.post<BusinessType[]>(`${APILIST}/getApplyType`);
}

export interface SubBusiness {
  id: string;
  prodef_name: string;
  yhlx: string;
  djlx: string;
  qllx: string;
  code: string;
}

export interface BusinessParent {
  Id: string;
  Prodef_name: string;
  Prodefs: SubBusiness[];
}

export interface SelectionQuery {
  xzqdm: string;
  sfqy: string;
  yhlx: string;
  dylx: string;
}

/** initSel: parent categories with their sub-businesses, for a region and a type's range. */
export async function initSel(query: SelectionQuery): Promise<BusinessParent[]> {
  const data = await api.post<{ selList?: BusinessParent[] } | BusinessParent[]>(`${APILIST}/initSel`, { ...query });
  return Array.isArray(data) ? data : (data?.selList ?? []);
}

/** getUserType: 1 is an enterprise account, anything else a personal one. */
export async function getUserType(): Promise<string> {
  const data = await api.post<{ usertype?: string | number }>(`${APILIST}/getUserType`);
  return String(data?.usertype ?? '0');
}

export interface Guide {
  title?: string;
  content?: string;
  /** 'html': a 办事指南 article the content editor wrote, sanitized by the server (docs/decisions/0095). */
  format?: 'text' | 'html';
  cdzmyhxzContent?: string;
}

/** initGuide: the business notice (step 1 of /apply). */
export async function initGuide(prodefid: string): Promise<Guide> {
  const data = await api.post<{ guideData?: Guide } | Guide | null>(`${APILIST}/initGuide`, { prodefid }, { silent: true });
  if (!data) return {};
  return 'guideData' in data && data.guideData ? data.guideData : (data as Guide);
}

/** getApplyCode's answer: the draft's id and where the server's routing decision sends the citizen next. */
export interface CreatedDraft {
  proinstid: string;
  /** /info/<fill page>, or /upload in appointment mode. */
  nextRoute: string;
}

/** getApplyCode: creates the draft application of a business; answers its id and its next step. */
export async function getApplyCode(prodefid: string, appointment: string, xzqdm: string): Promise<CreatedDraft> {
  const data = await api.post<CreatedDraft>(`${APILIST}/getApplyCode`, { prodefid, appointment, xzqdm });
  return { proinstid: String(data.proinstid), nextRoute: data.nextRoute };
}
