import crypto from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import { translate } from '../../../engine/i18n/translate';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { escapeHtml, htmlPage } from '../../http/html';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { receiveUpload } from '../../http/receiveUpload';
import { PICTURE_MAX_BYTES } from '../../../engine/uploads/pictureLimit';
import { originOf } from '../../http/originOf';
import { createEmulatorRepository } from '../../messaging-app/emulatorRepository';
import { listEmulatedSms } from '../../sms/smsGateway';
import { facePage, smsInboxPage } from './facePage';
import { issueAuthorizationCode } from '../../messaging-app/issueAuthorizationCode';
import { jsapiSignature, jsapiTicket } from '../../messaging-app/jsapiSignature';
import { consentPage } from './consentPage';
import { IN_PLACE_SCRIPT, IN_PLACE_SCRIPT_PATH } from './inPlaceScript';
import { emulatorPlatformRoutes } from './platformRoutes';

const authorizeQuery = z.object({
  appid: z.string().min(1).max(64),
  redirect_uri: z.url(),
  state: z.string().min(1).max(128),
  openid: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/).optional(),
  nickname: z.string().max(32).optional(),
});

const verifyBody = z.object({
  appId: z.string(),
  timestamp: z.coerce.string(),
  nonceStr: z.string(),
  signature: z.string(),
  url: z.string().max(2048),
});

const mapQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  name: z.string().max(100).default(''),
  address: z.string().max(200).default(''),
  scale: z.coerce.number().int().min(1).max(28).default(14),
});

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
const MEDIA_LIFETIME_MS = 3 * 86_400_000;
const SIGNATURE_LIFETIME_S = 7200;

/**
 * The emulated messaging app: its consent page, its server API in the real platform's shapes
 * (platformRoutes), its JS-SDK signature check, its media upload and its map page. Mounted only
 * in emulation mode; a real messaging app takes their place.
 */
export function emulatorRoutes(deps: AppDeps): Router {
  const router = Router();
  if (!deps.env.EMULATION) return router;
  const repository = createEmulatorRepository(deps.db);
  const ticket = jsapiTicket(deps.env.WX_SECRET);
  router.use(emulatorPlatformRoutes(deps));

  router.get(IN_PLACE_SCRIPT_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/javascript').send(IN_PLACE_SCRIPT);
  });

  // The contract's short path, and the real platform's.
  router.get(['/authorize', '/connect/oauth2/authorize'], async (req, res) => {
    const locale = pickLocale(req.headers['accept-language']);
    const refuse = (key: 'emulator.badRedirect' | 'emulator.badAppid' | 'errors.badRequest') =>
      res.status(400).type('html').send(htmlPage(translate(locale, key), `<h1>${escapeHtml(translate(locale, key))}</h1>`, locale));
    const parsed = authorizeQuery.safeParse(req.query);
    if (!parsed.success) return refuse('errors.badRequest');
    const query = parsed.data;
    if (query.appid !== deps.env.WX_APPID) return refuse('emulator.badAppid');
    // Only our own origin: the emulated app must not become an open redirect.
    if (new URL(query.redirect_uri).origin !== originOf(deps.env, req)) return refuse('emulator.badRedirect');
    if (query.openid) {
      const target = await issueAuthorizationCode(repository, {
        appid: query.appid,
        redirectUri: query.redirect_uri,
        state: query.state,
        openid: query.openid,
        nickname: query.nickname,
        lifetimeMs: deps.env.WX_CODE_TTL_SECONDS * 1000,
      });
      return res.redirect(302, target);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      consentPage({
        appid: query.appid,
        redirectUri: query.redirect_uri,
        state: query.state,
        // Other people's openids and nicknames are listed to pick from in demo mode only.
        accounts: deps.env.HALL_MODE === 'demo' ? await repository.listAccounts() : [],
        locale,
      }),
    );
  });

  router.post('/jssdk/verify', (req, res) => {
    const parsed = verifyBody.safeParse(req.body);
    if (!parsed.success) throw new HttpError(400, t(req, 'errors.badRequest'));
    const { appId, timestamp, nonceStr, signature, url } = parsed.data;
    const expected = Buffer.from(jsapiSignature(ticket, nonceStr, timestamp, url));
    const given = Buffer.from(signature);
    const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < SIGNATURE_LIFETIME_S;
    const valid = appId === deps.env.WX_APPID && fresh && expected.length === given.length && crypto.timingSafeEqual(expected, given);
    if (!valid) throw new HttpError(400, t(req, 'errors.signatureInvalid'));
    sendOk(res, { valid: true });
  });

  router.post('/media/upload', deps.guards.requireSession, async (req, res) => {
    // Too large is said in the citizen's words with the limit (图片不能超过10MB), not as a bare 413.
    const { file } = await receiveUpload(req, deps.files, {
      field: 'media',
      maxBytes: PICTURE_MAX_BYTES,
      mimeTypes: IMAGE_TYPES,
      kind: 'wx-media',
      tooLargeMessage: t(req, 'materials.tooLarge', { mb: PICTURE_MAX_BYTES / 1048576 }),
    });
    const serverId = crypto.randomBytes(16).toString('hex');
    await repository.insertMedia({ media_id: serverId, openid: req.session!.openid, file_id: file.id, expires_at: new Date(Date.now() + MEDIA_LIFETIME_MS) });
    sendOk(res, { serverId });
  });

  router.get('/map', (req, res) => {
    const parsed = mapQuery.safeParse(req.query);
    if (!parsed.success) throw new HttpError(400, t(req, 'errors.badRequest'));
    const { latitude, longitude, name, address, scale } = parsed.data;
    const locale = pickLocale(req.headers['accept-language']);
    res.type('html').send(
      htmlPage(
        translate(locale, 'emulator.mapTitle'),
        `<h1>${escapeHtml(name || translate(locale, 'emulator.mapTitle'))}</h1><p>${escapeHtml(address)}</p>
<svg viewBox="0 0 200 120" width="100%" role="img" aria-label="${escapeHtml(name)}"><rect width="200" height="120" fill="#e8f0e0"/>
<path d="M0 80 L200 60 M60 0 L90 120 M140 0 L120 120" stroke="#fff" stroke-width="6"/><circle cx="100" cy="60" r="8" fill="#e34d59"/></svg>
<p class="note">${latitude.toFixed(6)}, ${longitude.toFixed(6)} · zoom ${scale}</p>`,
        locale,
      ),
    );
  });

  // Face verification (issue 4): the tester picks the outcome; the browser goes back to the app.
  const faceQuery = z.object({ key: z.string().regex(/^[a-f0-9]{32}$/), return: z.string().max(2048).default('') });
  const faceFinish = faceQuery.extend({ outcome: z.enum(['success', 'fail', 'cancel', 'error']) });
  const FACE_RESULTS = {
    success: { err_code: '0', err_msg: 'requestWxFacePictureVerify:ok' },
    fail: { err_code: '0', err_msg: 'requestWxFacePictureVerify:ok' },
    cancel: { err_code: '90100', err_msg: 'requestWxFacePictureVerify:cancel' },
    error: { err_code: '90003', err_msg: 'requestWxFacePictureVerify:fail device not supported' },
  } as const;
  /** Only a path of our own: the emulated app must not become an open redirect. */
  const ownPath = (value: string | null | undefined) => (value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : '/');
  const facePageError = (req: Parameters<typeof t>[0], res: Parameters<Parameters<typeof router.get>[1]>[1], status: number) => {
    const locale = pickLocale(req.headers['accept-language']);
    const text = translate(locale, status === 404 ? 'errors.notFound' : 'emulator.faceDone');
    res.status(status).type('html').send(htmlPage(text, `<h1>${escapeHtml(text)}</h1><a class="button" href="/">${escapeHtml(translate(locale, 'shell.backHome'))}</a>`, locale));
  };

  router.get('/face', deps.guards.requireSession, async (req, res) => {
    const parsed = faceQuery.safeParse(req.query);
    const row = parsed.success ? await repository.findFace(parsed.data.key) : undefined;
    if (!parsed.success || !row || row.openid !== req.session!.openid) return facePageError(req, res, 404);
    if (row.status !== 'pending') return facePageError(req, res, 409);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      facePage({ key: row.key, returnTo: ownPath(parsed.data.return), name: row.name, idcard: row.idcard, locale: pickLocale(req.headers['accept-language']) }),
    );
  });

  router.post('/face/finish', deps.guards.requireSession, async (req, res) => {
    const parsed = faceFinish.safeParse(req.body);
    const row = parsed.success ? await repository.findFace(parsed.data.key) : undefined;
    if (!parsed.success || !row || row.openid !== req.session!.openid) return facePageError(req, res, 404);
    const { outcome } = parsed.data;
    const verifyResult = outcome === 'success' || outcome === 'fail' ? crypto.randomBytes(16).toString('hex') : null;
    const finished = await repository.finishFace(row.key, outcome, row.kind === 'js' ? verifyResult : null);
    if (!finished) return facePageError(req, res, 409);
    const target = new URL(ownPath(row.kind === 'detect' ? row.redirect_url : parsed.data.return), 'http://app.invalid');
    if (row.kind === 'detect') target.searchParams.set('BizToken', row.key);
    else {
      target.searchParams.set('err_code', FACE_RESULTS[outcome].err_code);
      target.searchParams.set('err_msg', FACE_RESULTS[outcome].err_msg);
      if (verifyResult) target.searchParams.set('verify_result', verifyResult);
    }
    res.redirect(303, target.pathname + target.search);
  });

  // The emulated SMS inbox: the tester's tool, so it shows the codes (in emulation mode only).
  router.get('/sms', async (req, res) => {
    const phone = typeof req.query.phone === 'string' && /^\d{11,13}$/.test(req.query.phone) ? req.query.phone : '';
    const messages = phone ? await listEmulatedSms(deps.db, phone) : [];
    res.setHeader('Cache-Control', 'no-store');
    if (req.query.format === 'json') return void res.json({ errcode: '00', errmsg: '', data: messages.map((m) => ({ text: m.text, time: m.created_at })) });
    res.type('html').send(smsInboxPage(phone, messages, pickLocale(req.headers['accept-language'])));
  });

  // The emulated messaging app's inbox of subscription messages (issue 21), for testers and tests.
  router.get('/subscribe-messages', async (req, res) => {
    const openid = typeof req.query.openid === 'string' && /^[A-Za-z0-9_-]{3,64}$/.test(req.query.openid) ? req.query.openid : '';
    const messages = openid ? await repository.listSubscribeMessages(openid) : [];
    res.setHeader('Cache-Control', 'no-store');
    res.json({ errcode: '00', errmsg: '', data: messages.map((m) => ({ templateId: m.template_id, page: m.page, data: m.data, time: m.created_at })) });
  });

  return router;
}
