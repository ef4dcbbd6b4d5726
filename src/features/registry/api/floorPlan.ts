import { api } from '../../../lib/api/client';

export interface FoundCertificate {
  bdcdyid: string;
  zdbdcdyid: string;
  zsid: string;
}

export interface CertificateStatus {
  hShow: string;
  zdShow: string;
  zsInfo: string;
  hMsg?: string;
  zdMsg?: string;
  zsMsg?: string;
}

export const findCertificate = (body: { year: string; number: string; name: string; idcard: string }) =>
  api.post<{ data: FoundCertificate; errmsg: string }>('/online/public/search/wx/zdtfhtquery', body, { raw: true, silent: true });

/** getBDCDYIDByZSID: msg is a JSON string (hShow, zdShow, zsInfo). */
export async function getStatus(body: FoundCertificate): Promise<CertificateStatus> {
  const answer = await api.post<{ msg: string }>('/online/public/search/wx/getBDCDYIDByZSID', { ...body }, { raw: true, silent: true });
  return JSON.parse(answer.msg) as CertificateStatus;
}

export const imageUrl = (id: string) => `/online/public/search/wx/getImg?bdcdyid=${encodeURIComponent(id)}`;
