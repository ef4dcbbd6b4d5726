import crypto from 'node:crypto';
import type { Db } from '../db/database';
import type { FileStore } from '../files/fileStore';
import { EMULATED_DISTRICTS } from './districts';
import { describeEncumbrances } from './certificates/encumbrances';
import { createFilingRepository } from './filing/filingRepository';
import { drawFloorPlan, drawParcelMap } from './images/drawings';
import { imagesReady, ownershipReady } from './readiness';
import type { City, Registry } from './registry';
import { createRegistryRepository } from './registryRepository';
import { createRecordsRepository } from './records/recordsRepository';
import { createRegisterRecords } from './records/registerRecords';
import { framePicture } from './images/framePicture';
import type { WorkflowConfig } from '../../engine/schemas/types';
import { acceptanceActivities } from '../../engine/workflow/acceptanceActivities';
import type { HouseGeometry, ParcelGeometry } from './certificates/types';

export interface RegistryConfig {
  /** The region the registry serves (REGISTRY_REGION_CODE / REGISTRY_REGION_NAME). */
  region: City;
  /** What every licence number starts with (LICENCE_NUMBER_PREFIX). */
  licencePrefix: string;
}

/*
 * Drawing and signing PDFs needs pdf-lib, fontkit, HarfBuzz and node-forge, about 0.4 s to load:
 * they load with the first document (or the warm-up after the server listens), not at start.
 */
const loadDocuments = () =>
  Promise.all([import('./pdf/reportPdf'), import('./pdf/licencePdf'), import('./pdf/verificationResultPdf'), import('./signing/registryKey'), import('./signing/verifyPdfSignature')]);

/** The registry, emulated on this server's own tables (registry_*), its documents in the file store. */
export function createEmulatedRegistry(deps: { db: Db; files: FileStore; workflow: () => WorkflowConfig }, config: RegistryConfig): Registry {
  const records = createRegistryRepository(deps.db);
  const filing = createFilingRepository(deps.db);
  const authority = `${config.region.xzqMc}不动产登记中心`;
  const signingKey = async () => (await import('./signing/registryKey')).registryKey(deps.db, authority);
  const unitsAndLicences = createRecordsRepository(deps.db);

  /** Draws, signs and stores a licence (owned by `openid`, or nobody's when the registrar issued it). */
  async function drawLicence(certificate: Parameters<Registry['issueLicence']>[0]['certificate'], issue: string, openid: string | null) {
    const [, { buildLicencePdf }] = await loadDocuments();
    const licenceNumber = `${config.licencePrefix}${certificate.serial}${issue.toUpperCase()}`;
    const pdf = await buildLicencePdf(certificate, await signingKey(), licenceNumber, authority);
    const file = await deps.files.put(pdf, { ownerOpenid: openid, kind: 'registry-licence', mime: 'application/pdf', originalName: `${licenceNumber}.pdf` });
    return { fileId: file.id, licenceNumber };
  }

  return {
    region: config.region,
    authority,
    queryCities: () => [config.region, ...EMULATED_DISTRICTS.filter((d) => d.xzqBm !== config.region.xzqBm)],

    findHeldCertificate: (number, holder) => records.findHeldByNumber(number, holder.name, holder.cardnum),
    findHeldCertificateByYearSerial: (year, serial, holder) => records.findHeldByYearSerial(year, serial, holder.name, holder.cardnum),
    listHeldCertificates: (holder, xzqdm) => records.listHeldBy(holder.name, holder.cardnum, xzqdm === config.region.xzqBm ? undefined : xzqdm),
    listHeldCoveringUnit: (unitId, holder) => records.listHeldCoveringUnit(unitId, holder.name, holder.cardnum),
    certificate: (id) => records.findById(id),
    findCertificate: (number) => records.findByNumber(number),
    findCertificateByProof: (proofNumber) => records.findByProofNumber(proofNumber),
    encumbrances: describeEncumbrances,

    async issueReport({ openid, certificate, holder, bdcdyid, origin }) {
      const [{ buildReportPdf }] = await loadDocuments();
      const code = crypto.randomBytes(10).toString('hex');
      const verifyUrl = `${origin}/online/public/verify/verifyquery?code=${code}&dyid=${encodeURIComponent(bdcdyid)}`;
      const pdf = await buildReportPdf({ certificate, holder, bdcdyid, verifyUrl, code, authority });
      const file = await deps.files.put(pdf, { ownerOpenid: openid, kind: 'registry-report', mime: 'application/pdf', originalName: `${code}.pdf` });
      await records.insertReport({ code, openid, certificateId: certificate.id, bdcdyid, fileId: file.id });
      return { fileId: file.id, code };
    },

    async findReport(code) {
      const report = await records.findReport(code);
      const certificate = report && (await records.findById(report.certificate_id));
      return report && certificate ? { code: report.code, bdcdyid: report.bdcdyid, createdAt: new Date(report.created_at), certificate } : undefined;
    },

    async issueLicence({ openid, certificate, issue }) {
      const licence = await drawLicence(certificate, issue, openid);
      // Recorded, so the registrar can revoke it and verification can tell (docs/decisions/0097).
      await unitsAndLicences.recordLicence(deps.db, { ...licence, certificateId: certificate.id, issuedBy: 'citizen' });
      return licence;
    },

    async drawNotice(content) {
      const { buildCaseDocumentPdf } = await import('./pdf/caseDocumentPdf');
      return buildCaseDocumentPdf({ ...content, authority });
    },

    async signCaseDocument({ openid, content, certificate, origin, filename }) {
      const { buildCaseDocumentPdf } = await import('./pdf/caseDocumentPdf');
      const code = certificate ? crypto.randomBytes(10).toString('hex') : null;
      const verifyUrl = certificate && `${origin}/online/public/verify/verifyquery?code=${code}&dyid=${encodeURIComponent(certificate.bdcdyid)}`;
      const pdf = await buildCaseDocumentPdf({ ...content, authority, ...(verifyUrl ? { verifyUrl } : {}) }, await signingKey());
      const file = await deps.files.put(pdf, { ownerOpenid: openid, kind: 'registry-document', mime: 'application/pdf', originalName: filename });
      if (certificate && code) await records.insertReport({ code, openid, certificateId: certificate.id, bdcdyid: certificate.bdcdyid, fileId: file.id });
      return { fileId: file.id, code };
    },

    async verifyLicence({ openid, uploadFileId, filename }) {
      const [, , { buildVerificationResultPdf }, , { verifyPdfSignature }] = await loadDocuments();
      const { verifyReasonText } = await import('./signing/verifyReasonText');
      const open = () => deps.files.open(uploadFileId);
      let check = await verifyPdfSignature(open, (await signingKey()).certFingerprint);
      // Which licence and certificate it was, read only from a file the registry signed unchanged.
      const licence = check.reason === 'ok' ? await (await import('./pdf/licenceFacts')).readLicenceFacts(open, check.size) : undefined;
      // A genuine licence of a certificate cancelled since (a transfer's old one) proves nothing now (docs/decisions/0075).
      const certificate = licence && (await records.findByNumber(licence.certificateNumber));
      if (certificate && certificate.sfyx !== '1') check = { ...check, reason: 'cancelled' };
      // A licence the registrar revoked proves nothing either, and the citizen is told why (docs/decisions/0097).
      const revoked = check.reason === 'ok' && licence ? await unitsAndLicences.licence(licence.licenceNumber) : undefined;
      if (revoked?.revoked_at) check = { ...check, reason: 'revoked', revokedReason: revoked.revoke_reason ?? '' };
      const pdf = await buildVerificationResultPdf(filename, check, authority, licence);
      const file = await deps.files.put(pdf, { ownerOpenid: openid, kind: 'registry-verification', mime: 'application/pdf' });
      return { check, message: verifyReasonText(check.reason, authority, check.revokedReason), fileId: file.id };
    },

    async availability(certificate, now = new Date()) {
      const ready = imagesReady(certificate.issuedAt, now);
      const units = ready ? await Promise.all(certificate.bdcdyid.split('@').map((u) => records.findUnit(u))) : [];
      const parcel = ready ? await records.findUnit(certificate.zdbdcdyid) : undefined;
      return { house: units.some((u) => u?.kind === 'house'), parcel: parcel?.kind === 'parcel', ownership: ownershipReady(certificate.issuedAt, now) };
    },

    hasUnit: async (unitId) => !!(await records.findUnit(unitId)),

    async drawing(unitId, certificate, now = new Date()) {
      const unit = await records.findUnit(unitId);
      if (!unit) return { missing: 'unknown' };
      if (!imagesReady(certificate.issuedAt, now)) return { missing: unit.kind === 'house' ? 'houseLater' : 'parcelLater' };
      // The registrar's uploaded picture, when there is one, in place of the drawing (docs/decisions/0097).
      const uploaded = await unitsAndLicences.unitImage(unitId);
      if (uploaded?.image_file_id && uploaded.image_mime) {
        const bytes = Buffer.concat((await (await deps.files.open(uploaded.image_file_id)).toArray()) as Buffer[]);
        return { svg: framePicture(`${unit.kind === 'house' ? '房屋分户图' : '宗地图'} ${unit.label}`, uploaded.image_mime, bytes) };
      }
      if (unit.kind === 'house') return { svg: drawFloorPlan(unit.label, unit.geometry as HouseGeometry, certificate.jzmj / Math.max(certificate.bdcdyid.split('@').length, 1)) };
      return { svg: drawParcelMap(unit.label, unit.geometry as ParcelGeometry, unit.id) };
    },

    async progress(lsh, applicant) {
      const row = await records.findProcess(lsh);
      if (!row || row.applicant_cardnum.toUpperCase() !== applicant.cardnum.toUpperCase()) return undefined;
      const current = { activityName: row.activity_name, actStart: new Date(row.act_start) };
      // Filed in the hall: every stage from its trail; recorded at the counter: the current one.
      const trail = await filing.trailByNumber(lsh);
      const steps = trail.length ? trail.map((step) => ({ activityName: step.activity_name, actStart: new Date(step.started_at) })) : [current];
      // Each stage its own time: 受理时间 is the acceptance's, not the current stage's (issue 27).
      const accepted = acceptanceActivities(deps.workflow());
      const acceptedAt = steps.find((step) => accepted.has(step.activityName))?.actStart ?? null;
      return { serialNumber: row.lsh, name: row.name, processName: row.process_name, ...current, acceptedAt, steps };
    },

    records: createRegisterRecords(deps.db, records, (certificate, issue) => drawLicence(certificate, issue, null)),

    async warmUp() {
      await loadDocuments();
      (await import('./pdf/cjkFont')).warmCjkFont();
      await signingKey();
    },
  };
}
