import type { StaffCertificateRecord, StaffLifted } from '../../../engine/contract/staff/records';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import type { CertificateRecord, LiftedEncumbrance, LicenceRecord } from '../../registry/registry';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A lifted entry in a line: who registered it and under which document. */
function liftedView(lifted: LiftedEncumbrance): StaffLifted {
  const entry = lifted.entry as { organ?: string; applicant?: string; documentNumber?: string; matter?: string };
  const summary = [entry.organ ?? entry.applicant, entry.documentNumber || entry.matter].filter(Boolean).join(' ');
  return { list: lifted.list, summary, liftedAt: lifted.liftedAt, reason: lifted.reason, documentNumber: lifted.documentNumber };
}

export const licenceView = (licence: LicenceRecord) => ({
  licenceNumber: licence.licenceNumber,
  issuedBy: licence.issuedBy,
  issuedAt: licence.issuedAt.toISOString(),
  revokedAt: iso(licence.revokedAt),
  revokedBy: licence.revokedBy,
  revokeReason: licence.revokeReason,
});

/** A certificate's record as the registrar's page shows it; the holders' ID numbers masked (they are not the registrar's forms). */
export function recordView(record: CertificateRecord): StaffCertificateRecord {
  const { certificate, encumbrances } = record;
  return {
    id: certificate.id,
    bdcqzh: certificate.bdcqzh,
    zl: certificate.zl,
    sfyx: certificate.sfyx,
    status: encumbrances.status,
    holders: certificate.holders.map((holder) => ({ name: holder.name, cardnum: maskIdNumber(holder.cardnum), share: holder.share })),
    bdcdyid: certificate.bdcdyid,
    zdbdcdyid: certificate.zdbdcdyid,
    issuedAt: certificate.issuedAt.toISOString(),
    mortgages: encumbrances.mortgages.map((mortgage) => ({ mortgagee: mortgage.mortgagee, amountText: mortgage.amountText, registeredAt: mortgage.registeredAt })),
    seizures: encumbrances.seizures,
    objections: encumbrances.objections,
    restrictions: encumbrances.restrictions,
    lifted: record.lifted.map(liftedView),
    units: record.units,
    licences: record.licences.map(licenceView),
  };
}
