import type { Readable } from 'node:stream';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { parse } from '../../http/parse';
import { receiveUpload } from '../../http/receiveUpload';
import { pipeStoredFile } from '../../http/sendPrivateFile';
import { actorOf, requirePage } from '../shared/staffGuard';
import { staffTranslatorFor } from '../shared/staffMessages';
import { createQueryJobsService } from './queryJobsService';
import { COURT_DOCUMENT_KIND, createRecordsService } from './recordsService';

const text = (max: number) => z.string().trim().min(1).max(max);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const searchQuery = z.object({ q: text(100) });
const idParams = z.object({ id: text(64) });
const numberParams = z.object({ number: text(80) });
const seizureFields = z
  .object({ type: z.enum(['1', '2']).transform(Number).pipe(z.union([z.literal(1), z.literal(2)])), organ: text(100), documentNumber: text(100), document: text(100), periodStart: day, periodEnd: day })
  .refine((fields) => fields.periodStart <= fields.periodEnd, { path: ['periodEnd'] });
const objectionBody = z.object({ applicant: text(100), matter: text(500), documentNumber: z.string().trim().max(100).default('') });
const restrictionBody = z.object({ organ: text(100), matter: text(500), documentNumber: z.string().trim().max(100).default('') });
const liftBody = z.object({ list: z.enum(['seizures', 'objections', 'restrictions']), key: text(64), reason: text(500), documentNumber: z.string().trim().max(100).default('') });
const revokeBody = z.object({ reason: text(500) });
const jobsQuery = z.object({ state: z.enum(['waiting', 'running', 'failed']).default('failed') });

const COURT_DOCUMENT = { field: 'document', maxBytes: 10 * 1024 * 1024, mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'], kind: COURT_DOCUMENT_KIND } as const;
const PICTURE = { field: 'image', maxBytes: 5 * 1024 * 1024, mimeTypes: ['image/jpeg', 'image/png'], kind: 'registry-unit-image' } as const;

/** A stored file downloaded under its name, never sniffed as another type, not cached. */
function sendAttachment(res: Response, file: { mime: string; name: string; content: Readable }) {
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  pipeStoredFile(res, file.content);
}

/**
 * The registrar's records under /staff/api/records (issue 32, docs/decisions/0097,
 * engine/contract/staff/records.ts), for the roles of the page `records` (registrar, system_admin).
 */
export function recordsRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createRecordsService({ db: deps.db, files: deps.files, registry: deps.registry });
  const jobs = createQueryJobsService(deps.db);
  const registrar = requirePage(deps.schemas, 'records');

  const upload = (req: Request, rules: typeof COURT_DOCUMENT | typeof PICTURE) => {
    const t = staffTranslatorFor(req);
    const words = rules === PICTURE ? { wrongTypeMessage: t('staff.records.imageType'), tooLargeMessage: t('staff.records.imageTooLarge') } : { wrongTypeMessage: t('staff.records.documentType'), tooLargeMessage: t('staff.records.documentTooLarge') };
    return receiveUpload(req, deps.files, { ...rules, mimeTypes: [...rules.mimeTypes], ...words });
  };

  router.get('/records/certificates', registrar, async (req, res) => sendOk(res, await service.search(parse(searchQuery, req.query, req).q)));
  router.get('/records/certificates/:id', registrar, async (req, res) => sendOk(res, await service.get(parse(idParams, req.params, req).id)));

  // 查封 and 轮候查封: the court's fields, then its document (multipart, the file last; refused, nothing is kept).
  router.post('/records/certificates/:id/seizures', registrar, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    const received = await upload(req, COURT_DOCUMENT);
    const checked = seizureFields.safeParse(received.fields);
    if (!checked.success && checked.error.issues.some((issue) => issue.code === 'custom')) throw new HttpError(400, staffTranslatorFor(req)('staff.records.periodOrder'));
    const fields = parse(seizureFields, received.fields, req);
    sendOk(res, await service.changeEncumbrance(actorOf(req), id, { kind: 'seize', ...fields, fileId: received.file.id }, received.file.id));
  });
  router.post('/records/certificates/:id/objections', registrar, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await service.changeEncumbrance(actorOf(req), id, { kind: 'object', ...parse(objectionBody, req.body, req) }));
  });
  router.post('/records/certificates/:id/restrictions', registrar, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await service.changeEncumbrance(actorOf(req), id, { kind: 'restrict', ...parse(restrictionBody, req.body, req) }));
  });
  router.post('/records/certificates/:id/lift', registrar, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    sendOk(res, await service.changeEncumbrance(actorOf(req), id, { kind: 'lift', ...parse(liftBody, req.body, req) }));
  });

  router.post('/records/units/:id/image', registrar, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    const received = await upload(req, PICTURE);
    await service.replaceImage(actorOf(req), id, { fileId: received.file.id, mime: received.file.mime });
    sendOk(res, { unit: id });
  });
  router.get('/records/units/:id/image', registrar, async (req, res) => {
    const svg = await service.unitImage(parse(idParams, req.params, req).id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('image/svg+xml').send(svg);
  });

  router.post('/records/certificates/:id/licences', registrar, async (req, res) => sendOk(res, await service.issueLicence(actorOf(req), parse(idParams, req.params, req).id)));
  router.post('/records/licences/:number/revoke', registrar, async (req, res) => {
    const { number } = parse(numberParams, req.params, req);
    sendOk(res, await service.revokeLicence(actorOf(req), number, parse(revokeBody, req.body, req).reason));
  });
  router.get('/records/licences/:number/file', registrar, async (req, res) => sendAttachment(res, { mime: 'application/pdf', ...(await service.licenceFile(parse(numberParams, req.params, req).number)) }));
  router.get('/records/documents/:id', registrar, async (req, res) => sendAttachment(res, await service.courtDocument(parse(idParams, req.params, req).id)));

  router.get('/records/jobs', registrar, async (req, res) => sendOk(res, await jobs.list(parse(jobsQuery, req.query, req).state)));
  router.post('/records/jobs/:id/retry', registrar, async (req, res) => {
    const { id } = parse(idParams, req.params, req);
    await jobs.retry(actorOf(req), id);
    sendOk(res, { id });
  });
  return router;
}
