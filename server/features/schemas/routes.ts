import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { HELPER_NAMES } from '../../../engine/validation/helperChecks';
import { failureBody, sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { localeOf, t } from '../../http/locale';
import { parse } from '../../http/parse';
import { SCHEMA_KINDS } from '../../../engine/schemas/schemaKinds';
import { schemaBundle } from './schemaBundle';
import type { SchemaVersions } from '../../schemas/schemaVersions';
import { checkConfiguration, checkFilesOf } from '../../schemas/configurationCheck';
import type { SchemaService } from '../../schemas/service';

const text = z.union([z.string(), z.number()]).transform(String);

const applyTitleBody = z.object({ reqseq: z.string().max(64).optional(), prodefid: text.pipe(z.string().min(1).max(64)) });
const listBody = z.object({ reqseq: z.string().max(64).optional(), type: z.string().min(1).max(40) });
const helperBody = z.object({ reqseq: z.string().max(64).optional(), value: z.union([z.string().max(200), z.number()]) });
const bundleQuery = z.object({
  kinds: z
    .string()
    .max(200)
    .transform((value) => value.split(','))
    .pipe(z.array(z.enum(SCHEMA_KINDS)).min(1)),
  // A published version's files (an application submitted on it); the served ones without.
  version: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
});
const validateBody = z.object({
  formId: z.string().min(1).max(64),
  data: z.record(z.string(), z.unknown()),
  prodefid: text.optional(),
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  applyDefaults: z.boolean().optional(),
});

/** Answers with the content under its ETag, or 304 when the client holds that very version. */
function sendTagged(req: Request, res: Response, etag: string, data: unknown): void {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  const tags = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes(etag)) {
    res.status(304).end();
    return;
  }
  sendOk(res, data);
}

/**
 * What the routes read: the configuration service's own parts, not the whole AppDeps, which
 * itself names the configuration service (server/deps.ts → here would close a folder cycle).
 */
export interface SchemaRouteDeps {
  schemas: SchemaService;
  schemaVersions: SchemaVersions;
}

/**
 * Form configuration, served read-only (GET /api/schemas/...: the file's JSON in the stat envelope,
 * with a strong ETag of its content and 304 when unchanged), plus the calls answered from it:
 * getApplyTitle, getList, and the validation helpers IsIDCard, IsChineseCharacter,
 * IsMobilePhoneNumber ({value} → errcode "00" when valid, else "01" with the message, HTTP 200:
 * an invalid value is the call's normal negative answer, not bad input).
 */
export function schemaRoutes(deps: SchemaRouteDeps): Router {
  const router = Router();
  const service = deps.schemas;

  router.get('/api/schemas', async (_req, res) => {
    const snapshot = service.snapshot();
    const { number } = await deps.schemaVersions.current();
    res.setHeader('Cache-Control', 'no-cache');
    sendOk(res, {
      version: snapshot.version,
      number,
      files: [...snapshot.files.values()].map((file) => ({ path: file.path, etag: file.etag, bytes: file.bytes })),
      // A served version has no refused file (docs/decisions/0084); the schema preview page still reads the list.
      refused: [],
    });
  });

  // The check results of the served version (for the schema preview page): it passed when it was
  // published, so only warnings, or errors of a check made stricter since (docs/decisions/0084).
  router.get('/api/schemas/_check', async (_req, res) => {
    const snapshot = service.snapshot();
    const { number } = await deps.schemaVersions.current();
    res.setHeader('Cache-Control', 'no-cache');
    sendOk(res, { version: snapshot.version, number, problems: checkConfiguration(checkFilesOf(snapshot.content.files)), files: snapshot.files.size });
  });

  // Every file of some kinds in one answer (?kinds=form,dictionary): what a page interprets, in one round trip.
  router.get('/api/schemas/_bundle', async (req, res) => {
    const { kinds, version } = parse(bundleQuery, req.query, req);
    const source = version === undefined ? await deps.schemaVersions.current() : await deps.schemaVersions.at(version);
    if (!source) throw new HttpError(404, t(req, 'schemas.unknownVersion', { number: version ?? '' }));
    const bundle = schemaBundle(source, kinds);
    sendTagged(req, res, bundle.etag, { version: bundle.version, number: source.number, files: bundle.files });
  });

  // Server-side validation of a form payload, as the filing routes do it (read-only, for the preview page and tests).
  router.post('/api/schemas/_validate', (req, res) => {
    const body = parse(validateBody, req.body, req);
    const outcome = service.validatePayload({
      formId: body.formId,
      payload: body.data,
      prodefid: body.prodefid,
      facts: body.facts as never,
      applyDefaults: body.applyDefaults,
      locale: localeOf(req),
    });
    if (outcome.kind === 'unknownForm') throw new HttpError(404, t(req, 'schemas.unknownForm', { id: body.formId }));
    if (outcome.kind === 'unknownBusiness') throw new HttpError(400, outcome.message);
    const { result } = outcome;
    sendOk(res, { valid: result.valid, errors: result.errors, first: result.first ?? null, data: result.data });
  });

  router.get('/api/schemas/*path', (req, res) => {
    const segments = (req.params as { path?: string[] | string }).path;
    const relative = (Array.isArray(segments) ? segments.join('/') : String(segments ?? '')).replace(/^\/+/, '');
    const withExtension = relative.endsWith('.json') ? relative : `${relative}.json`;
    if (withExtension.split('/').some((segment) => segment === '..' || segment === '')) throw new HttpError(400, t(req, 'errors.badRequest'));
    const file = service.snapshot().files.get(withExtension);
    if (!file) throw new HttpError(404, t(req, 'schemas.notFound'));
    sendTagged(req, res, file.etag, file.json);
  });

  router.post('/online/wx/apilist/getApplyTitle', (req, res) => {
    const body = parse(applyTitleBody, req.body, req);
    const title = service.applyTitle(body.prodefid, localeOf(req));
    if (!title) throw new HttpError(404, t(req, 'schemas.unknownBusiness', { id: body.prodefid }));
    sendOk(res, title);
  });

  router.post('/online/wx/apilist/getList', (req, res) => {
    const body = parse(listBody, req.body, req);
    const items = service.list(body.type, localeOf(req));
    if (!items) throw new HttpError(400, t(req, 'schemas.unknownDictionary', { type: body.type }));
    sendOk(res, { type: body.type, items });
  });

  for (const name of HELPER_NAMES) {
    router.post(`/online/wx/apilist/${name}`, (req, res) => {
      const body = parse(helperBody, req.body, req);
      const outcome = service.helper(name, String(body.value), localeOf(req));
      if (outcome.valid) sendOk(res, { valid: true });
      else res.json(failureBody('errcode', outcome.message, 'failure', { valid: false }));
    });
  }

  return router;
}
