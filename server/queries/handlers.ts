import type { Certificate, Registry } from '../registry/registry';
import type { QueryRow } from './queueRepository';
import { QUERY_STATES, type QueryOutcomeState } from '../../engine/queries/queryStates';

export interface Outcome {
  state: QueryOutcomeState;
  resultFileId?: string | null;
  result?: unknown;
}

/** A found certificate as a search result card (spec 000 section 3: BDCDYID, BDCQZH, ZL, fwzt; cxjg). */
export function resultCard(c: Certificate, registry: Registry) {
  return {
    certificateId: c.id,
    BDCDYID: c.bdcdyid,
    ZDBDCDYID: c.zdbdcdyid,
    BDCQZH: c.bdcqzh,
    ZL: c.zl,
    fwzt: registry.encumbrances(c).status,
    cxjg: { fwyt1Name: c.yt, mj: c.jzmj > 0 ? c.jzmj : c.tdmj },
  };
}

export type ResultCard = ReturnType<typeof resultCard>;

/** The work behind each kind of queued query: what the registry answers. */
export function createHandlers(registry: Registry) {
  return async function handle(job: QueryRow): Promise<Outcome> {
    const { params } = job;
    const holder = { name: params.name, cardnum: params.cardnum };
    switch (job.kind) {
      case 'zs': {
        const certificate = await registry.findHeldCertificate(params.qzh ?? '', holder);
        if (!certificate) return { state: QUERY_STATES.notFound };
        // The query is about the whole certificate: every unit it covers (two shops: both; issue 27).
        const report = await registry.issueReport({ openid: job.openid, certificate, holder, bdcdyid: certificate.bdcdyid, origin: params.origin ?? '' });
        return { state: QUERY_STATES.answered, resultFileId: report.fileId, result: { certificateId: certificate.id, bdcqzh: certificate.bdcqzh, zl: certificate.zl, code: report.code } };
      }
      case 'dzzz': {
        const certificate = await registry.findHeldCertificate(params.qzh ?? '', holder);
        if (!certificate) return { state: QUERY_STATES.notFound };
        // A cancelled certificate proves nothing: no signed licence for it (issue 27).
        if (certificate.sfyx !== '1') return { state: QUERY_STATES.notFound, result: { reason: 'cancelled' } };
        const licence = await registry.issueLicence({ openid: job.openid, certificate, issue: job.id.slice(0, 6) });
        return { state: QUERY_STATES.answered, resultFileId: licence.fileId, result: { certificateId: certificate.id, bdcqzh: certificate.bdcqzh, licenceNumber: licence.licenceNumber } };
      }
      case 'verify': {
        if (!job.upload_file_id) return { state: QUERY_STATES.notFound, result: { reason: 'notPdf' } };
        const verified = await registry.verifyLicence({ openid: job.openid, uploadFileId: job.upload_file_id, filename: job.filename ?? '' });
        return { state: verified.check.reason === 'ok' ? QUERY_STATES.answered : QUERY_STATES.notFound, resultFileId: verified.fileId, result: { ...verified.check, message: verified.message } };
      }
      case 'catchcert': {
        const found = await registry.listHeldCertificates(holder, params.xzqdm ?? registry.region.xzqBm);
        const items = found.map((c) => resultCard(c, registry));
        return { state: found.length > 0 ? QUERY_STATES.answered : QUERY_STATES.notFound, result: { items } };
      }
      default:
        return { state: QUERY_STATES.notFound };
    }
  };
}
