import type { RecordList, StaffCertificateRecord, StaffJobState, StaffLicence, StaffQueryJob } from '../../../../engine/contract/staff/records';
import { staffApi } from '../../lib/staffApi';

export type { RecordList, StaffCertificateRecord, StaffJobState, StaffLicence, StaffQueryJob };

const certificate = (id: string) => `/records/certificates/${encodeURIComponent(id)}`;

/** The search's address (also its cache key): a certificate number or a unit number. */
export const searchKey = (query: string) => `/records/certificates?q=${encodeURIComponent(query)}`;
export const searchRecords = (key: string) => staffApi.get<StaffCertificateRecord[]>(key);

/** The seizure's fields before its court document: the server reads them ahead of the file. */
export interface SeizureInput {
  type: '1' | '2';
  organ: string;
  documentNumber: string;
  document: string;
  periodStart: string;
  periodEnd: string;
}
export function addSeizure(id: string, input: SeizureInput, file: File) {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) form.append(key, value);
  form.append('document', file, file.name);
  return staffApi.upload<StaffCertificateRecord>(`${certificate(id)}/seizures`, form);
}
export const addObjection = (id: string, input: { applicant: string; matter: string; documentNumber?: string }) => staffApi.post<StaffCertificateRecord>(`${certificate(id)}/objections`, input);
export const addRestriction = (id: string, input: { organ: string; matter: string; documentNumber?: string }) => staffApi.post<StaffCertificateRecord>(`${certificate(id)}/restrictions`, input);
export const liftEntry = (id: string, input: { list: RecordList; key: string; reason: string; documentNumber?: string }) => staffApi.post<StaffCertificateRecord>(`${certificate(id)}/lift`, input);

export function replaceUnitImage(unitId: string, file: File) {
  const form = new FormData();
  form.append('image', file, file.name);
  return staffApi.upload<{ unit: string }>(`/records/units/${encodeURIComponent(unitId)}/image`, form);
}
/** Where the unit's picture is shown (the upload or the drawing), as the citizen sees it. */
export const unitImageUrl = (unitId: string) => `/staff/api/records/units/${encodeURIComponent(unitId)}/image`;

export const issueLicence = (id: string) => staffApi.post<{ licenceNumber: string; record: StaffCertificateRecord }>(`${certificate(id)}/licences`);
export const revokeLicence = (licenceNumber: string, reason: string) => staffApi.post<StaffLicence>(`/records/licences/${encodeURIComponent(licenceNumber)}/revoke`, { reason });
/** A seizure's court document, downloaded. */
export const courtDocumentUrl = (fileId: string) => `/staff/api/records/documents/${encodeURIComponent(fileId)}`;
export const licenceFileUrl = (licenceNumber: string) => `/staff/api/records/licences/${encodeURIComponent(licenceNumber)}/file`;

export const jobsKey = (state: StaffJobState) => `/records/jobs?state=${state}`;
export const getJobs = (key: string) => staffApi.get<StaffQueryJob[]>(key);
export const retryJob = (id: string) => staffApi.post<{ id: string }>(`/records/jobs/${encodeURIComponent(id)}/retry`);
