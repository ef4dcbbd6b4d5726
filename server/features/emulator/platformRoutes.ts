import crypto from 'node:crypto';
import { Router, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { allWechatTemplateIds } from '../../outbox/templates';
import { createEmulatorRepository } from '../../messaging-app/emulatorRepository';
import { emulatorTokens } from '../../messaging-app/emulatorTokens';
import { jsapiTicket } from '../../messaging-app/jsapiSignature';
import { pipeStoredFile } from '../../http/sendPrivateFile';

const TOKEN_LIFETIME_S = 7200;

const subscribeMessage = z.object({
  touser: z.string().min(1).max(64),
  template_id: z.string().min(1).max(64),
  page: z.string().max(1024).optional(),
  data: z.record(z.string().regex(/^[a-z_]+\d+$/), z.object({ value: z.string().max(200) })),
});
const REFRESH_LIFETIME_S = 30 * 86_400;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The platform's failure answer: HTTP 200 with an errcode, as the real one does. */
const platformError = (res: Response, errcode: number, errmsg: string) => void res.json({ errcode, errmsg });

/**
 * The emulated messaging platform's server API, in the real platform's paths and shapes (OAuth2
 * code exchange and refresh, user info, app token, JS-SDK ticket, media download), so the hall's
 * client (platformClient) is the same for the emulator and for the real platform.
 */
export function emulatorPlatformRoutes(deps: AppDeps): Router {
  const router = Router();
  const repository = createEmulatorRepository(deps.db);
  const tokens = emulatorTokens(deps.env.WX_SECRET);
  const secretMatches = (given: string) => {
    const a = Buffer.from(given);
    const b = Buffer.from(deps.env.WX_SECRET);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  };
  const userTokens = (openid: string) => ({
    access_token: tokens.issue('user', openid, TOKEN_LIFETIME_S),
    expires_in: TOKEN_LIFETIME_S,
    refresh_token: tokens.issue('refresh', openid, REFRESH_LIFETIME_S),
    openid,
    scope: 'snsapi_userinfo',
  });
  const appToken = (query: Record<string, unknown>) => tokens.verify('app', text(query.access_token)) === deps.env.WX_APPID;

  router.get('/sns/oauth2/access_token', async (req, res) => {
    if (text(req.query.appid) !== deps.env.WX_APPID) return platformError(res, 40013, 'invalid appid');
    if (!secretMatches(text(req.query.secret))) return platformError(res, 40125, 'invalid appsecret');
    const code = text(req.query.code);
    const consumed = code ? await repository.consumeCode(code) : undefined;
    if (consumed) return void res.json(userTokens(consumed.openid));
    const row = code ? await repository.findCode(code) : undefined;
    if (!row) return platformError(res, 40029, 'invalid code');
    if (row.used_at) return platformError(res, 40163, 'code been used');
    platformError(res, 42003, 'code expired');
  });

  router.get('/sns/oauth2/refresh_token', (req, res) => {
    const openid = tokens.verify('refresh', text(req.query.refresh_token));
    if (text(req.query.appid) !== deps.env.WX_APPID || !openid) return platformError(res, 40030, 'invalid refresh_token');
    res.json(userTokens(openid));
  });

  router.get('/sns/userinfo', async (req, res) => {
    const openid = tokens.verify('user', text(req.query.access_token));
    if (!openid || openid !== text(req.query.openid)) return platformError(res, 40001, 'invalid credential, access_token is invalid or not latest');
    const account = await repository.findAccount(openid);
    if (!account) return platformError(res, 46004, 'invalid openid');
    res.json({ openid, nickname: account.nickname, sex: 0, province: '', city: '', country: '', headimgurl: account.headimgurl, privilege: [] });
  });

  router.get('/cgi-bin/token', (req, res) => {
    if (text(req.query.grant_type) !== 'client_credential' || text(req.query.appid) !== deps.env.WX_APPID) return platformError(res, 40013, 'invalid appid');
    if (!secretMatches(text(req.query.secret))) return platformError(res, 40125, 'invalid appsecret');
    res.json({ access_token: tokens.issue('app', deps.env.WX_APPID, TOKEN_LIFETIME_S), expires_in: TOKEN_LIFETIME_S });
  });

  // Subscription messages (issue 21): the real platform's send API. The Idempotency-Key header is
  // the hall's; the emulator keeps one message per key, as a gateway honouring it would.
  router.post('/cgi-bin/message/subscribe/send', async (req, res) => {
    if (!appToken(req.query)) return platformError(res, 40001, 'invalid credential, access_token is invalid or not latest');
    const parsed = subscribeMessage.safeParse(req.body);
    if (!parsed.success) return platformError(res, 47001, 'data format error');
    const message = parsed.data;
    if (!allWechatTemplateIds().includes(message.template_id)) return platformError(res, 40037, 'invalid template_id');
    if (!(await repository.findAccount(message.touser))) return platformError(res, 40003, 'invalid openid');
    const key = req.get('idempotency-key');
    const stored = await repository.insertSubscribeMessage({ ...message, page: message.page ?? '', idempotency_key: key ? key.slice(0, 200) : null });
    res.json({ errcode: 0, errmsg: 'ok', msgid: stored ? Number(stored.id) : 0 });
  });

  router.get('/cgi-bin/ticket/getticket', (req, res) => {
    if (!appToken(req.query)) return platformError(res, 40001, 'invalid credential, access_token is invalid or not latest');
    res.json({ errcode: 0, errmsg: 'ok', ticket: jsapiTicket(deps.env.WX_SECRET), expires_in: TOKEN_LIFETIME_S });
  });

  router.get('/cgi-bin/media/get', async (req, res) => {
    if (!appToken(req.query)) return platformError(res, 40001, 'invalid credential, access_token is invalid or not latest');
    const media = await repository.findMedia(text(req.query.media_id));
    // Media belong to the account that uploaded them: for anyone else (or no one named) they do not exist.
    const meta = media && media.openid === text(req.query.openid) && (await deps.files.meta(media.file_id));
    if (!meta) return platformError(res, 40007, 'invalid media_id');
    res.setHeader('Content-Type', meta.mime);
    res.setHeader('Content-Disposition', `attachment; filename="${media.media_id}"`);
    pipeStoredFile(res, await deps.files.open(meta.id));
  });

  return router;
}
