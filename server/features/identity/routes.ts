import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { htmlPage, escapeHtml } from '../../http/html';
import { pageLocaleOf, t } from '../../http/locale';
import { translate } from '../../../engine/i18n/translate';
import { parse } from '../../http/parse';
import { clearSessionCookie, writeSessionCookie } from '../../sessions/sessionCookie';
import { createUserRepository } from '../../users/userRepository';
import { presentMe } from '../../users/presentMe';
import { createIdentityService } from './service';
import { HttpError } from '../../http/httpError';
import { clearSignInState, stateBelongsToBrowser } from '../../messaging-app/signInState';
import { originOf } from '../../http/originOf';
import { requestSite } from '../../http/requestSite';
import { pickLocale } from '../../../engine/i18n/pickLocale';

const authorizeBody = z.object({
  code: z.string().min(1).max(128),
  state: z.string().min(1).max(128),
  reqseq: z.string().max(128).optional(),
});

/**
 * Sign-in through the messaging app (spec 000 section 4). authorize and refresh set the session
 * cookie, so they are not replayed by reqseq: a retried authorize needs a fresh code anyway.
 */
export function identityRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createIdentityService(createUserRepository(deps.db), deps.messagingApp);
  const { requireSession, idempotent } = deps.guards;
  const maxAgeMs = deps.env.SESSION_MAX_HOURS * 3_600_000;

  async function startSession(req: Request, res: Response, openid: string) {
    // A new token at every sign-in; the old one (if any) stops working.
    if (req.session) await deps.sessions.end(req.session.tokenHash);
    writeSessionCookie(res, await deps.sessions.create(openid), maxAgeMs);
  }

  router.post('/wechat/api/outh2/authorize', async (req, res) => {
    const { code, state } = parse(authorizeBody, req.body, req);
    // The state must be the one this browser was given (login CSRF); checked before the code is spent.
    if (!stateBelongsToBrowser(req, state)) throw new HttpError(400, t(req, 'errors.stateMismatch'));
    const result = await service.authorize(code);
    await startSession(req, res, result.openid);
    clearSignInState(res);
    sendOk(res, result);
  });

  router.post('/wechat/api/wechatuser/newuser', requireSession, idempotent, async (req, res) => {
    const user = await service.addNewUser(req.session!.openid);
    deps.users.forget(user.openid);
    sendOk(res, presentMe(user));
  });

  router.post('/wechat/api/wechatuser/olduser', requireSession, async (req, res) => {
    sendOk(res, await service.checkOldUser(req.session!.openid));
  });

  router.post('/wechat/api/outh2/refresh', requireSession, async (req, res) => {
    await startSession(req, res, req.session!.openid);
    sendOk(res, null);
  });

  router.post('/wechat/api/wechatuser/refreshuser', requireSession, idempotent, async (req, res) => {
    const user = await service.refreshUser(req.session!.openid);
    deps.users.forget(user.openid);
    sendOk(res, presentMe(user));
  });

  async function endSession(req: Request, res: Response) {
    if (req.session) await deps.sessions.end(req.session.tokenHash);
    clearSessionCookie(res);
  }

  function loggedOutPage(req: Request, res: Response) {
    const locale = pageLocaleOf(req);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      htmlPage(
        translate(locale, 'shell.loggedOut'),
        `<h1>${escapeHtml(translate(locale, 'shell.loggedOut'))}</h1><a class="button" href="/">${escapeHtml(translate(locale, 'shell.loginAgain'))}</a>`,
        locale,
      ),
    );
  }

  // The logout page navigates the browser here (spec 000 section 2). A link or image on another
  // site, another port of this host included, must not end the session, nor one whose origin no
  // header tells (an image with no referrer over plain http): it is asked to confirm with a POST,
  // which carries its Origin and is refused from anywhere else (decision 0036).
  router.get('/logout', async (req, res) => {
    if (requestSite(req, originOf(deps.env, req)) !== 'own') {
      res.setHeader('Cache-Control', 'no-store');
      res.type('html').send(
        htmlPage(
          t(req, 'errors.logoutConfirm'),
          `<h1>${escapeHtml(t(req, 'errors.logoutConfirm'))}</h1><form method="post" action="/logout"><button type="submit">${escapeHtml(t(req, 'pages.logout'))}</button></form>`,
          pickLocale(req.headers['accept-language']),
        ),
      );
      return;
    }
    await endSession(req, res);
    loggedOutPage(req, res);
  });
  router.post('/logout', async (req, res) => {
    await endSession(req, res);
    // The confirmation form above posts here as a page; the app's own call wants the envelope.
    if (req.is('application/x-www-form-urlencoded') && req.accepts(['json', 'html']) === 'html') return loggedOutPage(req, res);
    sendOk(res, null);
  });

  return router;
}
