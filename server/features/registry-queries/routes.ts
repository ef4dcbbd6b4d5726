import { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { VERIFY_LIMIT_LABEL, VERIFY_MAX_BYTES } from '../../../engine/uploads/licenceVerificationLimit';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { createLimit } from '../../http/rateLimits';
import { receiveUpload } from '../../http/receiveUpload';
import { messages, publicOrigin, queryIdentity, sendOwnedPdf } from '../../queries/http';
import { drawRecordPreview } from '../../queries/recordPreview';
import { verificationRules } from './verificationRules';
import { verificationTusRoutes } from './verificationTus';
import { createRegistryQueryService } from './service';
import { createExpectedCompletion } from '../../applications/expectedCompletion';
import { workflowConfig } from '../../schemas/workflowConfig';
import { TRAIL } from '../../registry/filing/filingRegistry';
import { stageNamer } from '../../registry/registry';
import { localeOf } from '../../http/locale';

const text = (max = 100) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional();
const searchBody = z.object({ username: text(), zjh: text(40), qzh: text(80), xzqmc: text(40), xzqdm: text(12) });
const idBody = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) });
const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(1000).default(1), rows: z.coerce.number().int().min(1).max(50).default(5) });
const processBody = z.object({ lsh: z.string().max(64).optional() });
const guideBody = z.object({ prodefid: z.string().max(64).optional() });

const MULTIPART_SLACK = 64 * 1024;

/**
 * Certificate and licence queries, licence verification and the progress query
 * (spec 000 sections 2–9): thin routes over ./service.ts.
 */
export function registryQueryRoutes(deps: AppDeps): Router {
  const router = Router({ caseSensitive: true });
  const service = createRegistryQueryService(deps.db, deps.files, deps.registry, createExpectedCompletion(deps.db, () => workflowConfig(deps.schemas), TRAIL.submitted));
  const { requireSession, idempotent } = deps.guards;
  const submitLimit = createLimit(deps.db, { name: 'registry-submit', windowMs: 60_000, limit: 30 });
  const lookupLimit = createLimit(deps.db, { name: 'registry-lookup', windowMs: 60_000, limit: 30 });
  const apilist = (action: string) => `/online/wx/apilist/${action}`;

  // City lists (data.xzqs) of the certificate and licence query pages.
  router.post(['/online/query/wx/zsquery', '/online/query/wx/dzzzquery', apilist('certificateCity')], requireSession, (_req, res) => sendOk(res, service.cities()));

  const search = (kind: 'zs' | 'dzzz') => async (req: Request, res: Response) => {
    const m = messages(req);
    const input = parse(searchBody, req.body, req);
    const who = await queryIdentity(deps.db, req);
    const queued = await service.submit(kind, input, who, publicOrigin(req, deps.env.PUBLIC_URL));
    sendOk(res, queued, m('registry.submitted'));
  };
  router.post(apilist('certificateSearch'), requireSession, submitLimit, idempotent, search('zs'));
  router.post(apilist('dzzzcertificateSearch'), requireSession, submitLimit, idempotent, search('dzzz'));

  // Histories (spec 000 section 4: 0/10 querying, 20 view, 21 not found).
  router.post(apilist('zsrecord'), requireSession, async (req, res) => sendOk(res, await service.list(req.session!.openid, 'zs', messages(req))));
  router.get('/online/query/wx/zsqueryPage', requireSession, async (req, res) => {
    const { page, rows } = parse(pageQuery, req.query, req);
    sendOk(res, await service.page(req.session!.openid, page, rows, messages(req)));
  });
  router.post([apilist('dzzzRecord'), apilist('dzzzrecord')], requireSession, async (req, res) =>
    sendOk(res, await service.list(req.session!.openid, 'dzzz', messages(req))),
  );
  router.post(apilist('dzzzverification'), requireSession, async (req, res) => sendOk(res, await service.list(req.session!.openid, 'verify', messages(req))));

  router.post(apilist('querySearch'), requireSession, async (req, res) => {
    const { id } = parse(idBody, req.body, req);
    sendOk(res, await service.reportLink(id, req.session!.openid));
  });
  // The 800x400 preview of a found result on the record page.
  router.get('/online/query/wx/zsPreview', requireSession, async (req, res) => {
    const { id } = parse(idBody, req.query, req);
    const row = await service.recordForPreview(id, req.session!.openid);
    const result = (row.result ?? {}) as { bdcqzh?: string; zl?: string; code?: string };
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.type('image/svg+xml').send(drawRecordPreview({ bdcqzh: result.bdcqzh ?? '', zl: result.zl ?? '', code: result.code ?? '', at: row.finished_at ?? row.created_at }));
  });

  router.post(apilist('getDzzzPdf'), requireSession, async (req, res) => {
    const { id } = parse(idBody, req.body, req);
    sendOk(res, await service.licenceLink(id, req.session!.openid));
  });
  router.get('/online/public/dzzz/signature/preview', requireSession, async (req, res) => {
    const { id } = parse(idBody, req.query, req);
    const file = await service.licenceFile(id, req.session!.openid);
    await sendOwnedPdf(req, res, deps.files, file.fileId, file.filename);
  });

  // Licence verification: upload (multipart Filedata), records, detail, the PDF.
  const refuseOversized = (req: Request, _res: Response, next: NextFunction) => {
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > VERIFY_MAX_BYTES + MULTIPART_SLACK) return next(new HttpError(413, messages(req)('registry.tooLarge', { limit: VERIFY_LIMIT_LABEL })));
    next();
  };
  const upload = async (req: Request, res: Response) => {
    const m = messages(req);
    const received = await receiveUpload(req, deps.files, verificationRules(req));
    const queued = await service.queueVerification(req.session!.openid, received.file.id, received.file.originalName ?? 'file.pdf', received.fields);
    // Spec: getDzzzyqUpload answers state 1 on success.
    res.json({ state: 1, msg: m('registry.uploaded'), data: queued });
  };
  router.post(
    [apilist('getDzzzyqUpload'), '/dzzz/verification/upload', '/online/public/dzzz/verification/upload'],
    requireSession,
    refuseOversized,
    submitLimit,
    idempotent,
    upload,
  );
  // The same upload, resumable (tus): the page's way for large files; the spec's route above stays.
  router.use(verificationTusRoutes(deps, service, submitLimit));
  router.post(apilist('dzzzVerification'), requireSession, async (req, res) => {
    const { id } = parse(idBody, req.body, req);
    sendOk(res, await service.verification(id, req.session!.openid, messages(req)));
  });
  router.post(apilist('getDzzzyqPdf'), requireSession, async (req, res) => {
    const { id } = parse(idBody, req.body, req);
    sendOk(res, await service.verificationLink(id, req.session!.openid));
  });
  router.get(['/dzzz/verification/preview', '/online/public/dzzz/verification/preview'], requireSession, async (req, res) => {
    const { id } = parse(idBody, req.query, req);
    const file = await service.verificationFile(id, req.session!.openid);
    await sendOwnedPdf(req, res, deps.files, file.fileId, file.filename);
  });

  // Progress by acceptance number (process, payload lsh).
  router.post(apilist('process'), requireSession, lookupLimit, async (req, res) => {
    const m = messages(req);
    const { lsh } = parse(processBody, req.body, req);
    if (!lsh?.trim()) throw new HttpError(400, m('registry.progressMissing'));
    const who = await queryIdentity(deps.db, req);
    sendOk(res, await service.progress(lsh.trim(), who, stageNamer(deps.schemas.snapshot().registry.workflow, localeOf(req))));
  });

  // The user notice before a certificate search (initGuide with prodefid cdzmyhxzContent); other guides belong to the information feature.
  router.post(apilist('initGuide'), (req, res, next) => {
    const { prodefid } = parse(guideBody, req.body, req);
    if (prodefid !== 'cdzmyhxzContent') return next();
    const m = messages(req);
    sendOk(res, { title: m('registry.noticeTitle'), content: m('registry.noticeContent') });
  });

  return router;
}
