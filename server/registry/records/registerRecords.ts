import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, RegistryLicenceTable } from '../../db/types';
import type { Selectable } from 'kysely';
import { formatDate } from '../../../engine/dates/formatDate';
import { normaliseCertificateNumber } from '../../../engine/certificates/normaliseCertificateNumber';
import { describeEncumbrances } from '../certificates/encumbrances';
import type { Certificate, Encumbrances, LiftedEncumbrance } from '../certificates/types';
import type { RegistryRepository } from '../registryRepository';
import { changeEncumbrances, entryKey, type EncumbranceChange, type EncumbranceRefusal } from './changeEncumbrances';
import { createRecordsRepository } from './recordsRepository';

export type { EncumbranceChange, EncumbranceRefusal };

/** A unit or parcel a certificate covers, and whether a picture was uploaded for it. */
export interface RecordUnit {
  id: string;
  kind: string;
  label: string;
  uploadedImage: boolean;
}

export interface LicenceRecord {
  licenceNumber: string;
  certificateId: string;
  fileId: string;
  issuedBy: string;
  issuedAt: Date;
  revokedAt: Date | null;
  revokedBy: string | null;
  revokeReason: string | null;
}

/** A certificate as the registrar reads it: its encumbrances each with the key that lifts it, what was lifted, its units and licences. */
export interface CertificateRecord {
  certificate: Certificate;
  encumbrances: Omit<Encumbrances, 'seizures' | 'objections' | 'restrictions'> & {
    seizures: Array<Encumbrances['seizures'][number] & { key: string }>;
    objections: Array<Encumbrances['objections'][number] & { key: string }>;
    restrictions: Array<Encumbrances['restrictions'][number] & { key: string }>;
  };
  lifted: LiftedEncumbrance[];
  units: RecordUnit[];
  licences: LicenceRecord[];
}

export type RecordRefusal = { refused: 'certificateUnknown' } | { refused: 'certificateCancelled' } | EncumbranceRefusal;

/**
 * The registrar's side of the register (issue 32, docs/decisions/0097): finding certificates by
 * number or unit, registering and lifting encumbrances, a unit's picture, licences issued and
 * revoked. Every change is made in the caller's transaction under the row's lock, so the caller's
 * audit entry commits with it or not at all.
 */
export interface RegisterRecords {
  /** Certificates by number (full-width brackets and digits as typed) or by a unit or parcel they cover, whoever holds them. */
  find(query: string): Promise<Certificate[]>;
  record(certificate: Certificate): Promise<CertificateRecord>;
  /** Registers or lifts an encumbrance; before and after as the citizen's lists show them, and a lifted entry as it was. */
  changeEncumbrance(tx: Transaction<Database>, certificateId: string, change: EncumbranceChange, at?: Date): Promise<{ bdcqzh: string; before: Encumbrances; after: Encumbrances; lifted?: LiftedEncumbrance['entry'] } | RecordRefusal>;
  /** A unit's uploaded picture becomes this stored file; the one it replaces is answered (the caller removes it after the commit). */
  replaceUnitImage(tx: Transaction<Database>, unitId: string, image: { fileId: string; mime: string }): Promise<{ previousFileId: string | null; label: string } | { refused: 'unitUnknown' }>;
  /** Draws, signs and stores a licence without recording it (the caller records it in its transaction). */
  drawLicence(certificate: Certificate, issue: string): Promise<{ fileId: string; licenceNumber: string }>;
  /** Records a drawn licence under its certificate's lock; refused when the certificate is unknown or cancelled (meanwhile). */
  recordLicence(tx: Transaction<Database>, licence: { licenceNumber: string; certificateId: string; fileId: string; issuedBy: string }): Promise<RecordRefusal | undefined>;
  /** Revokes a licence not yet revoked; undefined when it is unknown or already revoked. */
  revokeLicence(tx: Transaction<Database>, licenceNumber: string, by: string, reason: string): Promise<LicenceRecord | undefined>;
  licence(licenceNumber: string): Promise<LicenceRecord | undefined>;
}

export const licenceRecord = (row: Selectable<RegistryLicenceTable>): LicenceRecord => ({
  licenceNumber: row.licence_number,
  certificateId: row.certificate_id,
  fileId: row.file_id,
  issuedBy: row.issued_by,
  issuedAt: new Date(row.issued_at),
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  revokedBy: row.revoked_by,
  revokeReason: row.revoke_reason,
});

const keyed = <T extends Parameters<typeof entryKey>[0]>(entries: T[]) => entries.map((entry) => ({ ...entry, key: entryKey(entry) }));

export function createRegisterRecords(db: Db, certificates: RegistryRepository, drawLicence: RegisterRecords['drawLicence']): RegisterRecords {
  const records = createRecordsRepository(db);
  return {
    async find(query) {
      const typed = query.trim();
      const byNumber = await certificates.findByNumber(typed);
      if (byNumber) return [byNumber];
      const ids = await records.certificatesCoveringUnit(normaliseCertificateNumber(typed).toUpperCase());
      return (await Promise.all(ids.map((id) => certificates.findById(id)))).filter((c): c is Certificate => Boolean(c));
    },

    async record(certificate) {
      const encumbrances = describeEncumbrances(certificate);
      const unitIds = [...certificate.bdcdyid.split('@'), certificate.zdbdcdyid].filter(Boolean);
      const units = await records.units(unitIds);
      const licences = await records.licences(certificate.id);
      return {
        certificate,
        // Each keyed by the entry as stored (the shown one carries its type's name besides).
        encumbrances: {
          ...encumbrances,
          seizures: encumbrances.seizures.map((shown, index) => ({ ...shown, key: entryKey(certificate.seizures[index]!) })),
          objections: keyed(encumbrances.objections),
          restrictions: keyed(encumbrances.restrictions),
        },
        lifted: await records.liftedOf(certificate.id),
        units: unitIds.map((id) => units.find((unit) => unit.id === id)).filter((unit) => unit !== undefined).map((unit) => ({ id: unit.id, kind: unit.kind, label: unit.label, uploadedImage: Boolean(unit.image_file_id) })),
        licences: licences.map(licenceRecord),
      };
    },

    async changeEncumbrance(tx, certificateId, change, at = new Date()) {
      const locked = await records.lockCertificate(tx, certificateId);
      if (!locked) return { refused: 'certificateUnknown' };
      if (locked.sfyx !== '1') return { refused: 'certificateCancelled' };
      const next = changeEncumbrances(locked.details, change, { date: formatDate(at), id: crypto.randomBytes(8).toString('hex') });
      if ('refused' in next) return next;
      const before = describeEncumbrances({ sfyx: locked.sfyx, ...locked.details });
      const after = describeEncumbrances({ sfyx: locked.sfyx, ...next });
      await records.saveDetails(tx, locked.id, next, after.status);
      const lifted = change.kind === 'lift' ? next.lifted?.at(-1)?.entry : undefined;
      return { bdcqzh: locked.bdcqzh, before, after, ...(lifted ? { lifted } : {}) };
    },

    async replaceUnitImage(tx, unitId, image) {
      const unit = await records.lockUnit(tx, unitId);
      if (!unit) return { refused: 'unitUnknown' };
      await records.setUnitImage(tx, unitId, image);
      return { previousFileId: unit.image_file_id, label: unit.label };
    },

    drawLicence,
    async recordLicence(tx, licence) {
      const locked = await records.lockCertificate(tx, licence.certificateId);
      if (!locked) return { refused: 'certificateUnknown' };
      if (locked.sfyx !== '1') return { refused: 'certificateCancelled' };
      await records.recordLicence(tx, licence);
      return undefined;
    },
    async revokeLicence(tx, licenceNumber, by, reason) {
      const row = await records.revokeLicence(tx, licenceNumber, by, reason);
      return row && licenceRecord(row);
    },
    async licence(licenceNumber) {
      const row = await records.licence(licenceNumber);
      return row && licenceRecord(row);
    },
  };
}
