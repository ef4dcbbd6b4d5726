/**
 * /staff/api/records (issue 32, docs/decisions/0097): the registrar's records — certificates, their
 * encumbrances, units' pictures, electronic licences — and the certificate-query job queue. Types
 * only: nothing here runs. Times are ISO strings; the app shows them in China time.
 */

export type RecordList = 'seizures' | 'objections' | 'restrictions';

export interface StaffSeizure {
  key: string;
  organ: string;
  /** 1 查封, 2 轮候查封, 3 预查封, 4 轮候预查封, 5 续封 (spec 000 section 9), and its name. */
  type: number;
  typeName: string;
  documentNumber: string;
  /** The court's papers, as named. */
  file: string;
  /** The uploaded court document's file id, for the registrar's own entries. */
  fileId?: string;
  periodStart: string;
  periodEnd: string;
  registeredAt: string;
  /** When it moved up from 轮候查封 (the one before it lifted). */
  promotedAt?: string;
}

export interface StaffObjection {
  key: string;
  applicant: string;
  matter: string;
  documentNumber?: string;
  registeredAt: string;
}

export interface StaffRestriction {
  key: string;
  organ: string;
  matter: string;
  documentNumber?: string;
  registeredAt: string;
}

export interface StaffLifted {
  list: RecordList;
  /** What the entry said: its organ or applicant, and its document number. */
  summary: string;
  liftedAt: string;
  reason: string;
  documentNumber: string;
}

export interface StaffLicence {
  licenceNumber: string;
  issuedBy: string;
  issuedAt: string;
  revokedAt: string | null;
  revokedBy: string | null;
  revokeReason: string | null;
}

export interface StaffRecordUnit {
  id: string;
  /** house (a floor plan) or parcel (a parcel map). */
  kind: string;
  label: string;
  uploadedImage: boolean;
}

/** GET /staff/api/records/certificates/:id, and each of the search's answers. */
export interface StaffCertificateRecord {
  id: string;
  bdcqzh: string;
  zl: string;
  /** 1 valid, else cancelled. */
  sfyx: string;
  /** 正常, what burdens it (查封、抵押…) or 已注销. */
  status: string;
  /** Holders, ID numbers masked. */
  holders: Array<{ name: string; cardnum: string; share: string }>;
  bdcdyid: string;
  zdbdcdyid: string;
  issuedAt: string;
  mortgages: Array<{ mortgagee: string; amountText: string; registeredAt: string }>;
  seizures: StaffSeizure[];
  objections: StaffObjection[];
  restrictions: StaffRestriction[];
  lifted: StaffLifted[];
  units: StaffRecordUnit[];
  licences: StaffLicence[];
}

/** The query job queue's states as the registrar filters them. */
export type StaffJobState = 'waiting' | 'running' | 'failed';

/** GET /staff/api/records/jobs?state=…: one certificate-query job (the citizen's ID and phone numbers masked). */
export interface StaffQueryJob {
  id: string;
  kind: string;
  state: number;
  /** The name asked about and the certificate number, ID number masked. */
  name: string;
  cardnum: string;
  subject: string;
  attempts: number;
  lockedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
}
