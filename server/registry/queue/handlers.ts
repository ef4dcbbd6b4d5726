import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { FileStore } from '../../files/fileStore';
import { buildLicencePdf } from '../pdf/licencePdf';
import { buildReportPdf } from '../pdf/reportPdf';
import { buildVerificationResultPdf } from '../pdf/verificationResultPdf';
import { createRegistryRepository } from '../registryRepository';
import { registryKey } from '../signing/registryKey';
import { verifyPdfSignature } from '../signing/verifyPdfSignature';
import type { Certificate } from '../types';
import type { QueryRow, QueueRepository } from './queueRepository';

export interface Outcome {
  state: 20 | 21;
  resultFileId?: string | null;
  result?: unknown;
}

/** A found certificate as a search result card (spec 000 section 3: BDCDYID, BDCQZH, ZL, fwzt; cxjg). */
export function resultCard(c: Certificate) {
  return {
    certificateId: c.id,
    BDCDYID: c.bdcdyid,
    ZDBDCDYID: c.zdbdcdyid,
    BDCQZH: c.bdcqzh,
    ZL: c.zl,
    fwzt: c.fwzt,
    cxjg: { fwyt1Name: c.yt, mj: c.jzmj > 0 ? c.jzmj : c.tdmj },
  };
}

const newCode = () => crypto.randomBytes(10).toString('hex');

/** Makes a verification report for one unit of a certificate, stores it and records its verify code. */
export async function makeReport(
  deps: { files: FileStore; queue: QueueRepository },
  input: { openid: string; certificate: Certificate; holder: { name: string; cardnum: string }; bdcdyid: string; origin: string },
): Promise<{ fileId: string; code: string }> {
  const code = newCode();
  const verifyUrl = `${input.origin}/online/public/verify/verifyquery?code=${code}&dyid=${encodeURIComponent(input.bdcdyid)}`;
  const pdf = await buildReportPdf({ certificate: input.certificate, holder: input.holder, bdcdyid: input.bdcdyid, verifyUrl, code });
  const file = await deps.files.put(pdf, { ownerOpenid: input.openid, kind: 'registry-report', mime: 'application/pdf', originalName: `${code}.pdf` });
  await deps.queue.insertReport({ code, openid: input.openid, certificateId: input.certificate.id, bdcdyid: input.bdcdyid, fileId: file.id });
  return { fileId: file.id, code };
}

/** The work behind each kind of query: what the registry answers. */
export function createHandlers(db: Db, files: FileStore, queue: QueueRepository) {
  const registry = createRegistryRepository(db);

  return async function handle(job: QueryRow): Promise<Outcome> {
    const { params } = job;
    const holder = { name: params.name, cardnum: params.cardnum };
    switch (job.kind) {
      case 'zs': {
        const certificate = await registry.findHeldByNumber(params.qzh ?? '', params.name, params.cardnum);
        if (!certificate) return { state: 21 };
        const bdcdyid = certificate.bdcdyid.split('@')[0]!;
        const report = await makeReport({ files, queue }, { openid: job.openid, certificate, holder, bdcdyid, origin: params.origin ?? '' });
        return { state: 20, resultFileId: report.fileId, result: { certificateId: certificate.id, bdcqzh: certificate.bdcqzh, zl: certificate.zl, code: report.code } };
      }
      case 'dzzz': {
        const certificate = await registry.findHeldByNumber(params.qzh ?? '', params.name, params.cardnum);
        if (!certificate) return { state: 21 };
        const licenceNumber = `13040000${certificate.serial}${job.id.slice(0, 6).toUpperCase()}`;
        const pdf = await buildLicencePdf(certificate, await registryKey(db), licenceNumber);
        const file = await files.put(pdf, { ownerOpenid: job.openid, kind: 'registry-licence', mime: 'application/pdf', originalName: `${licenceNumber}.pdf` });
        return { state: 20, resultFileId: file.id, result: { certificateId: certificate.id, bdcqzh: certificate.bdcqzh, licenceNumber } };
      }
      case 'verify': {
        if (!job.upload_file_id) return { state: 21, result: { reason: 'notPdf' } };
        const key = await registryKey(db);
        const check = await verifyPdfSignature(() => files.open(job.upload_file_id!), key.certFingerprint);
        const pdf = await buildVerificationResultPdf(job.filename ?? '', check);
        const file = await files.put(pdf, { ownerOpenid: job.openid, kind: 'registry-verification', mime: 'application/pdf' });
        return { state: check.reason === 'ok' ? 20 : 21, resultFileId: file.id, result: check };
      }
      case 'catchcert': {
        const found = await registry.listHeldBy(params.name, params.cardnum, params.xzqdm);
        return found.length > 0 ? { state: 20, result: { items: found.map(resultCard) } } : { state: 21, result: { items: [] } };
      }
      default:
        return { state: 21 };
    }
  };
}
