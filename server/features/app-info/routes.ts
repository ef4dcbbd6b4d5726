import { Router } from 'express';
import { z } from 'zod';
import appConfig from '../../../schemas/app/app.json' with { type: 'json' };
import menuConfig from '../../../schemas/app/menus.json' with { type: 'json' };
import pageConfig from '../../../schemas/app/pages.json' with { type: 'json' };
import systemConfig from '../../../schemas/app/systems.json' with { type: 'json' };
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { t } from '../../http/locale';
import { parse } from '../../http/parse';
import { presentMe, presentOwnUserInfo } from '../../users/presentMe';

const appInfoQuery = z.object({
  syscode: z.literal('sys_admin').default('sys_admin'),
  dbfileds: z.string().max(100).default('app,me,stat'),
  code: z.string().max(128).optional(),
});

const DB_FIELDS = ['app', 'me', 'stat'] as const;

/** Public app data: what the messaging app and the shell need before any screen. */
function appData(appid: string) {
  return { appid, name: appConfig.name, nameEn: appConfig.nameEn, defaultRegion: appConfig.defaultRegion, banners: appConfig.banners };
}

/** App information, menus, systems and page titles (spec 000 sections 2 and 7), from schemas/app. */
export function appInfoRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession } = deps.guards;
  const app = appData(deps.env.WX_APPID);

  /** The signed-in user, or a 401 that restarts sign-in (the session exists but the user was never added). */
  async function currentUser(req: Parameters<typeof requireSession>[0]) {
    const user = await deps.users.find(req.session!.openid);
    if (!user) throw new HttpError(401, t(req, 'errors.sessionExpired'), 'session', { url: deps.authorizeUrl(req) });
    return user;
  }

  router.get('/api/app/appinfo', requireSession, async (req, res) => {
    const wanted = parse(appInfoQuery, req.query, req).dbfileds.split(',').map((field) => field.trim());
    const user = await currentUser(req);
    const answer: Record<string, unknown> = {};
    for (const field of DB_FIELDS) {
      if (!wanted.includes(field)) continue;
      answer[field] = field === 'app' ? app : field === 'me' ? presentMe(user) : { serverTime: new Date().toISOString() };
    }
    sendOk(res, answer);
  });

  router.post('/api/app/modsinfo', (_req, res) => sendOk(res, systemConfig));
  router.post('/api/app/pageinfo', (_req, res) => sendOk(res, pageConfig));
  router.post('/wechat/api/wechatitem/get', (_req, res) => sendOk(res, app));
  router.post('/online/wx/apilist/GetWxMenu', (_req, res) => sendOk(res, menuConfig.menus));

  // The owner's own profile, unmasked: it fills their own edit form (spec 000 section 7).
  router.post('/online/wx/apilist/getYhxx', requireSession, async (req, res) => {
    sendOk(res, presentOwnUserInfo(await currentUser(req)));
  });

  return router;
}
