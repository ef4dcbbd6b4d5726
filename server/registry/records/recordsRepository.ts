import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';
import type { StoredCertificateDetails } from '../certificates/types';

const parseJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** SQL of the registrar's records (docs/decisions/0097): units, their uploaded images, licences, certificates by unit. */
export function createRecordsRepository(db: Db) {
  return {
    /** Ids of the certificates covering a unit or parcel (bdcdyid lists are '@'-joined), whoever holds them. */
    async certificatesCoveringUnit(unitId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('registry_certificates')
        .select(['id', 'bdcdyid', 'zdbdcdyid'])
        .where((eb) => eb.or([eb('zdbdcdyid', '=', unitId), eb('bdcdyid', '=', unitId), eb('bdcdyid', 'like', `%${unitId.replace(/[%_\\]/g, '')}%`)]))
        .orderBy('issued_at', 'desc')
        .limit(50)
        .execute();
      return rows.filter((row) => row.zdbdcdyid === unitId || row.bdcdyid.split('@').includes(unitId)).map((row) => row.id);
    },
    units: (ids: string[]) => (ids.length ? db.selectFrom('registry_units').select(['id', 'kind', 'label', 'image_file_id', 'image_mime']).where('id', 'in', ids).execute() : Promise.resolve([])),

    /** A certificate's row locked until the transaction ends: two registrars' changes queue (as 登簿's do). */
    async lockCertificate(tx: Transaction<Database>, id: string) {
      const row = await tx.selectFrom('registry_certificates').select(['id', 'bdcqzh', 'sfyx', 'details']).where('id', '=', id).forUpdate().executeTakeFirst();
      return row && { ...row, details: { mortgages: [], seizures: [], objections: [], restrictions: [], ...parseJson<Partial<StoredCertificateDetails>>(row.details) } as StoredCertificateDetails };
    },
    async liftedOf(id: string): Promise<NonNullable<StoredCertificateDetails['lifted']>> {
      const row = await db.selectFrom('registry_certificates').select('details').where('id', '=', id).executeTakeFirst();
      return (row && parseJson<Partial<StoredCertificateDetails>>(row.details).lifted) ?? [];
    },
    saveDetails: (tx: Transaction<Database>, id: string, details: StoredCertificateDetails, fwzt: string) =>
      tx.updateTable('registry_certificates').set({ details: JSON.stringify(details), fwzt }).where('id', '=', id).execute(),

    /** A unit's row locked likewise (its image is replaced by one registrar at a time). */
    lockUnit: (tx: Transaction<Database>, id: string) => tx.selectFrom('registry_units').select(['id', 'kind', 'label', 'image_file_id', 'image_mime']).where('id', '=', id).forUpdate().executeTakeFirst(),
    setUnitImage: (tx: Transaction<Database>, id: string, image: { fileId: string; mime: string }) =>
      tx.updateTable('registry_units').set({ image_file_id: image.fileId, image_mime: image.mime }).where('id', '=', id).execute(),
    unitImage: (id: string) => db.selectFrom('registry_units').select(['image_file_id', 'image_mime']).where('id', '=', id).executeTakeFirst(),

    /** A licence the register signed; the same number again (a case's document re-drawn) keeps its first record and any revocation. */
    recordLicence: (executor: Db | Transaction<Database>, licence: { licenceNumber: string; certificateId: string; fileId: string; issuedBy: string }) =>
      executor
        .insertInto('registry_licences')
        .values({ licence_number: licence.licenceNumber, certificate_id: licence.certificateId, file_id: licence.fileId, issued_by: licence.issuedBy })
        .onConflict((oc) => oc.column('licence_number').doUpdateSet({ file_id: licence.fileId }))
        .execute(),
    licences: (certificateId: string) => db.selectFrom('registry_licences').selectAll().where('certificate_id', '=', certificateId).orderBy('issued_at', 'desc').limit(100).execute(),
    licence: (licenceNumber: string) => db.selectFrom('registry_licences').selectAll().where('licence_number', '=', licenceNumber).executeTakeFirst(),
    /** Revokes a licence not yet revoked: one statement, so two registrars cannot both revoke it (the second finds none). */
    revokeLicence: (tx: Transaction<Database>, licenceNumber: string, by: string, reason: string) =>
      tx
        .updateTable('registry_licences')
        .set({ revoked_at: sql`now()`, revoked_by: by, revoke_reason: reason })
        .where('licence_number', '=', licenceNumber)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst(),
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
