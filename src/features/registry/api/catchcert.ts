import { api } from '../../../lib/api/client';
import type { PdfLink } from './registry';

export interface CatchRecord {
  ID: string;
  certId: string;
  searchtime: string;
  state: number;
  state_msg: string;
  count: number;
}

export interface ResultCard {
  index: number;
  BDCDYID: string;
  ZDBDCDYID: string;
  zsid: string;
  BDCQZH: string;
  ZL: string;
  fwzt: string;
  cxjg: { fwyt1Name: string; mj: number };
}

export interface CardDetail extends ResultCard {
  QLR: { name: string; cardnum: string; share: string }[];
  GYFS: string;
  sfyx: string;
  mortgages: { mortgagee: string; mortgagor: string; amountText: string; periodStart: string; periodEnd: string; registeredAt: string }[];
  seizures: { organ: string; typeName: string; documentNumber: string; file: string; periodStart: string; periodEnd: string; registeredAt: string }[];
  objections: { applicant: string; matter: string; registeredAt: string }[];
  restrictions: { organ: string; matter: string; registeredAt: string }[];
}

export const getNotice = () => api.post<{ title: string; content: string; format?: 'text' | 'html' }>('/online/wx/apilist/initGuide', { prodefid: 'cdzmyhxzContent' });
export const getQueryCertConfig = () => api.post<string>('/online/wx/apilist/getQueryCertConfig');
export const sendCode = (qlrphone: string) => api.post<{ errcode: string; data: string }>('/online/wx/apilist/phong_query_yzm', { qlrphone }, { raw: true, silent: true });
export const sentQueryCert = (body: { qlrname: string; qlrcode: string; qlrphone: string; code: string }) =>
  api.post<{ ID: string }>('/online/wx/apilist/sentquerycert', body, { silent: true });
export const queryCertRecord = () => api.post<{ data: CatchRecord[] }>('/online/wx/apilist/querycertrecord', {}, { loading: false });
export const certificateRecord = () => api.post<CatchRecord[]>('/online/wx/apilist/certificateRecord', {}, { loading: false });
export const catchcertDetails = (cerId: string) => api.post<{ list: ResultCard[] }>('/online/wx/apilist/getCatchcertDetails', { cerId });
export const catchcertDetail = (cerId: string, bdcdyid: string) => api.post<CardDetail>('/online/public/search/getCatchcertex', { cerId, bdcdyid });
export const createPdf = (cerId: string, bdcdyid: string) => api.post<PdfLink & { path: string }>('/online/public/search/createpdf1', { cerId, bdcdyid });
