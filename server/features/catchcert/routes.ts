import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { escapeHtml, htmlPage } from '../../http/html';
import { HttpError } from '../../http/httpError';
import { failureAnswer } from '../../http/refusalAnswer';
import { parse } from '../../http/parse';
import { createLimit } from '../../http/rateLimits';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import { messages, publicOrigin, queryIdentity, sendOwnedPdf } from '../../queries/http';
import { createEmulatedSmsGateway } from '../../sms/smsGateway';
import { createCatchcertService } from './service';
import { QUERY_STATES } from '../../../engine/queries/queryStates';

const text = (max = 100) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional();
const codeBody = z.object({ qlrphone: text(20) });
const sentBody = z.object({ qlrname: text(), qlrcode: text(40), qlrphone: text(20), xzqmc: text(40), xzqdm: text(12), code: text(12) });
const recordBody = z.object({ code: z.string().max(64).optional() });
const cerBody = z.object({ cerId: z.string().regex(/^[a-f0-9]{24}$/) });
const itemBody = z.object({ cerId: z.string().regex(/^[a-f0-9]{24}$/), bdcdyid: z.string().max(200).default('') });
const pathQuery = z.object({ path: z.string().regex(/^[a-f0-9]{32}$/) });
const verifyQuery = z.object({ code: z.string().regex(/^[a-f0-9]{20}$/), dyid: z.string().min(1).max(200) });

/** Kinds of stored file downpdf may hand out: the registry's own documents, never an upload. */
const PRINTABLE = new Set(['registry-report', 'registry-licence', 'registry-verification']);

/** Certificate search in the application area, the search record pages, and certificate printing. */
export function catchcertRoutes(deps: AppDeps): Router {
  const router = Router({ caseSensitive: true });
  const sms = createEmulatedSmsGateway(deps.db, deps.logger, deps.env.NODE_ENV === 'development');
  const service = createCatchcertService(deps.db, deps.registry, sms, { faceCheckFirst: deps.env.FACE_HOME_CDZM, codeInAnswer: deps.env.EMULATION });
  const { requireSession, idempotent } = deps.guards;
  const submitLimit = createLimit(deps.db, { name: 'catchcert-submit', windowMs: 60_000, limit: 20 });
  const codeLimit = createLimit(deps.db, { name: 'catchcert-code', windowMs: 60_000, limit: 5 });
  const checkLimit = createLimit(deps.db, { name: 'catchcert-check', windowMs: 10 * 60_000, limit: 10 });
  const apilist = (action: string) => `/online/wx/apilist/${action}`;

  router.post(apilist('getQueryCertConfig'), requireSession, (_req, res) => sendOk(res, 'true'));

  // Spec 001 section 7.5: errcode 'true' with the code in data (in demo mode only; the code goes by SMS).
  router.post(apilist('phong_query_yzm'), requireSession, codeLimit, idempotent, async (req, res) => {
    const { qlrphone } = parse(codeBody, req.body, req);
    await queryIdentity(deps.db, req);
    const code = await service.sendCode(req.session!.openid, qlrphone, messages(req));
    res.json({ errcode: 'true', errmsg: '', data: code });
  });

  router.post(apilist('sentquerycert'), requireSession, checkLimit, submitLimit, idempotent, async (req, res) => {
    const m = messages(req);
    const input = parse(sentBody, req.body, req);
    const who = await queryIdentity(deps.db, req);
    sendOk(res, await service.submit(input, who), m('registry.catchSubmitted'));
  });

  router.post(apilist('querycertrecord'), requireSession, async (req, res) => {
    const m = messages(req);
    const { code } = parse(recordBody, req.body, req);
    const list = await service.records(req.session!.openid, m, code?.trim() || undefined);
    sendOk(res, { data: list }, list.length === 0 ? m('registry.catchEmpty') : '');
  });

  // Spec: certificateRecord and getCatchcertDetails answer with a state.
  router.post(apilist('certificateRecord'), requireSession, async (req, res) => {
    const list = await service.records(req.session!.openid, messages(req));
    res.json({ state: 1, msg: list.length === 0 ? messages(req)('registry.catchEmpty') : '', data: list });
  });
  router.post(apilist('getCatchcertDetails'), requireSession, async (req, res) => {
    const { cerId } = parse(cerBody, req.body, req);
    const details = await service.details(cerId, req.session!.openid, messages(req));
    res.json({ state: details.record.state === QUERY_STATES.answered ? 1 : 0, msg: details.record.state === QUERY_STATES.answered ? '' : details.record.state_msg, data: details });
  });

  router.post('/online/public/search/getCatchcertex', requireSession, async (req, res) => {
    const { cerId, bdcdyid } = parse(itemBody, req.body, req);
    sendOk(res, await service.detail(cerId, bdcdyid, req.session!.openid));
  });
  // createpdf, declared without a payload in spec 001 section 7.1, is its twin (decision 0023).
  router.post(['/online/public/search/createpdf1', apilist('createpdf')], requireSession, submitLimit, idempotent, async (req, res) => {
    const { cerId, bdcdyid } = parse(itemBody, req.body, req);
    const who = await queryIdentity(deps.db, req);
    sendOk(res, await service.createPdf(cerId, bdcdyid, who, publicOrigin(req, deps.env.PUBLIC_URL)));
  });

  // path is a server-made file id, never a file system path.
  router.get('/online/public/search/downpdf', requireSession, async (req, res) => {
    const { path } = parse(pathQuery, req.query, req);
    const meta = await deps.files.meta(path);
    if (!meta || !PRINTABLE.has(meta.kind)) throw new HttpError(404, messages(req)('registry.fileNotFound'));
    await sendOwnedPdf(req, res, deps.files, path, meta.originalName ?? `${path}.pdf`);
  });

  // The verify link behind a report's QR code: public. A person opens it, with a browser or a
  // scanner that asks for anything (*/*), and reads a page in China time; JSON only for a client
  // that asks for JSON rather than a page (decision 0062).
  router.get('/online/public/verify/verifyquery', async (req: Request, res) => {
    const m = messages(req);
    const wantsPage = req.accepts(['html', 'json']) === 'html';
    try {
      const { code, dyid } = parse(verifyQuery, req.query, req);
      const result = await service.verifyReport(code, dyid, m);
      if (!wantsPage) return sendOk(res, result, result.message);
      const rows: [string, string][] = [
        [m('registry.certificateNumber'), result.BDCQZH],
        [m('registry.location'), result.ZL],
        [m('registry.field.QLR'), result.QLR],
        [m('registry.searchTime'), formatDateTime(result.createdAt)],
      ];
      res.type('html').send(
        htmlPage(
          result.message,
          `<h1>${escapeHtml(result.message)}</h1><dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`,
          pickLocale(req.headers['accept-language']),
        ),
      );
    } catch (error) {
      const refused = failureAnswer(req, error);
      if (!wantsPage || !refused) throw error;
      res.status(refused.status).type('html').send(htmlPage(refused.message, `<h1>${escapeHtml(refused.message)}</h1>`, pickLocale(req.headers['accept-language'])));
    }
  });

  return router;
}
