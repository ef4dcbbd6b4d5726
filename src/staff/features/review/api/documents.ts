import { staffApi } from '../../../lib/staffApi';

/** A document of the case (docs/decisions/0075): the 受理通知书, the certificate or proof 缮证 printed, and how 发证 handed it over. */
export interface CaseDocument {
  kind: 'acceptanceNotice' | 'certificate' | 'proof';
  number: string;
  title: string;
  createdAt: string;
  handover: { method: 'counter'; recipient: string; cardnum: string } | { method: 'mail'; recipient: string; waybill: string } | null;
  handedOverAt: string | null;
  licenceNumber: string | null;
}

/** What 发证's form sends: the server checks it (the recipient, the ID card checked and its number, or the waybill). */
export type HandoverForm = { method: 'counter' | 'mail'; recipient: string; cardnum?: string; idChecked?: boolean; waybill?: string };

export const documentsKey = (caseKey: string) => `${caseKey}/documents`;
export const getDocuments = (key: string) => staffApi.get<{ documents: CaseDocument[] }>(key);
/** 缮证: prints the case's certificate or proof (once; pressed again, the same one). */
export const printDocument = (caseKey: string) => staffApi.post<{ kind: string; number: string }>(`${caseKey}/documents/print`);
/** A document's PDF to open and print. */
export const documentUrl = (caseKey: string, kind: 'notice' | 'registration' | 'licence') => `/staff/api${caseKey}/documents/${kind}.pdf`;
