import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { refuseStaff } from '../../domain/refusal';
import type { EncumbranceChange, RecordRefusal, Registry } from '../../registry/registry';
import { audit, type AuditActor } from '../shared/audit';
import { licenceView, recordView } from './recordView';

/** The register's refusals in the registrar's words. */
const REFUSALS = {
  certificateUnknown: 'staff.records.certificateUnknown',
  certificateCancelled: 'staff.records.certificateCancelled',
  alreadySeized: 'staff.records.alreadySeized',
  nothingToWaitBehind: 'staff.records.nothingToWaitBehind',
  entryUnknown: 'staff.records.entryUnknown',
} as const;

/** The file store's kind of a seizure's court document (the upload's rules name it too). */
export const COURT_DOCUMENT_KIND = 'registry-court-document';

const AUDITED = { seize: 'records.seize', object: 'records.object', restrict: 'records.restrict', lift: 'records.lift' } as const;

/**
 * The registrar's records (issue 32, docs/decisions/0097): every change is made by the register
 * under its row's lock in one transaction with its audit entry. What the register refuses leaves
 * nothing: an uploaded court document or picture of a refused change is removed again.
 */
export function createRecordsService(deps: { db: Db; files: FileStore; registry: Registry }) {
  const { records } = deps.registry;

  async function found(id: string) {
    const certificate = await deps.registry.certificate(id);
    if (!certificate) refuseStaff('notFound', REFUSALS.certificateUnknown);
    return certificate;
  }
  const view = async (id: string) => recordView(await records.record(await found(id)));
  function refused(refusal: RecordRefusal): never {
    refuseStaff(refusal.refused === 'certificateUnknown' ? 'notFound' : 'conflict', REFUSALS[refusal.refused]);
  }

  return {
    /** By certificate number (as typed, full-width brackets too) or by a unit or parcel number. */
    async search(query: string) {
      const certificates = await records.find(query);
      return Promise.all(certificates.slice(0, 20).map(async (certificate) => recordView(await records.record(certificate))));
    },
    get: view,

    /** Registers or lifts an encumbrance; `uploaded`, the court's document stored for it, goes again if the register refuses. */
    async changeEncumbrance(actor: AuditActor, id: string, change: EncumbranceChange, uploaded?: string) {
      try {
        await deps.db.transaction().execute(async (tx) => {
          const changed = await records.changeEncumbrance(tx, id, change);
          if ('refused' in changed) refused(changed);
          const { kind, ...what } = change;
          // A lift's entry is named in the log as it was, not by its opaque key alone.
          await audit.record(tx, actor, { action: AUDITED[kind], target: changed.bdcqzh, before: { status: changed.before.status, ...(changed.lifted ? { entry: changed.lifted } : {}) }, after: { ...what, status: changed.after.status } });
        });
      } catch (error) {
        if (uploaded) await deps.files.remove(uploaded).catch(() => undefined);
        throw error;
      }
      return view(id);
    },

    /** A unit's floor plan or parcel map becomes the uploaded picture; the one it replaces is removed after the commit. */
    async replaceImage(actor: AuditActor, unitId: string, image: { fileId: string; mime: string }) {
      const replaced = await deps.db
        .transaction()
        .execute(async (tx) => {
          const done = await records.replaceUnitImage(tx, unitId, image);
          if ('refused' in done) refuseStaff('notFound', 'staff.records.unitUnknown');
          await audit.record(tx, actor, { action: 'records.image', target: unitId, before: { fileId: done.previousFileId }, after: { fileId: image.fileId, mime: image.mime } });
          return done;
        })
        .catch(async (error: unknown) => {
          await deps.files.remove(image.fileId).catch(() => undefined);
          throw error;
        });
      if (replaced.previousFileId) await deps.files.remove(replaced.previousFileId).catch(() => undefined);
    },

    /**
     * Issues an electronic licence: drawn and signed first (no lock held while the PDF is made), then
     * recorded under the certificate's lock, refused there if it was cancelled meanwhile.
     */
    async issueLicence(actor: AuditActor, id: string) {
      const certificate = await found(id);
      if (certificate.sfyx !== '1') refuseStaff('conflict', REFUSALS.certificateCancelled);
      const drawn = await records.drawLicence(certificate, `S${crypto.randomBytes(3).toString('hex')}`);
      try {
        await deps.db.transaction().execute(async (tx) => {
          const refusal = await records.recordLicence(tx, { licenceNumber: drawn.licenceNumber, certificateId: id, fileId: drawn.fileId, issuedBy: actor.username });
          if (refusal) refused(refusal);
          await audit.record(tx, actor, { action: 'records.licence.issue', target: certificate.bdcqzh, after: { licenceNumber: drawn.licenceNumber } });
        });
      } catch (error) {
        await deps.files.remove(drawn.fileId).catch(() => undefined);
        throw error;
      }
      return { licenceNumber: drawn.licenceNumber, record: await view(id) };
    },

    /** Revokes a licence with its reason; a second revocation (two registrars at once) finds it revoked. */
    async revokeLicence(actor: AuditActor, licenceNumber: string, reason: string) {
      const revoked = await deps.db.transaction().execute(async (tx) => {
        const done = await records.revokeLicence(tx, licenceNumber, actor.username, reason);
        if (done) await audit.record(tx, actor, { action: 'records.licence.revoke', target: licenceNumber, after: { reason } });
        return done;
      });
      if (revoked) return licenceView(revoked);
      // Asked after the transaction (PGlite serves one statement at a time, the open transaction's first).
      const known = await records.licence(licenceNumber);
      refuseStaff(known ? 'conflict' : 'notFound', known ? 'staff.records.licenceRevoked' : 'staff.records.licenceUnknown');
    },

    /** A unit's picture as the citizen's viewer shows it (the upload, or the drawing), whatever its certificate's age. */
    async unitImage(unitId: string) {
      const [certificate] = await records.find(unitId);
      const drawn = certificate && (await deps.registry.drawing(unitId, certificate, new Date(8.64e15)));
      if (!drawn || !('svg' in drawn)) refuseStaff('notFound', 'staff.records.unitUnknown');
      return drawn.svg;
    },

    /** A court's document a seizure was registered with (only files of that kind: no other upload is reachable here). */
    async courtDocument(fileId: string) {
      const meta = await deps.files.meta(fileId);
      if (!meta || meta.kind !== COURT_DOCUMENT_KIND) refuseStaff('notFound', 'staff.records.documentUnknown');
      return { mime: meta.mime, name: meta.originalName ?? `${fileId}`, content: await deps.files.open(fileId) };
    },

    async licenceFile(licenceNumber: string) {
      const licence = await records.licence(licenceNumber);
      if (!licence) refuseStaff('notFound', 'staff.records.licenceUnknown');
      return { name: `${licence.licenceNumber}.pdf`, content: await deps.files.open(licence.fileId) };
    },
  };
}
