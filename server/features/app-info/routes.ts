import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { sendOk } from '../../http/envelope';
import { HttpError } from '../../http/httpError';
import { localeOf, t } from '../../http/locale';
import { parse } from '../../http/parse';
import { presentMe, presentOwnUserInfo } from '../../users/presentMe';
import type { SchemaService } from '../../schemas/service';
import { inLocale } from './inLocale';

const appInfoQuery = z.object({
  syscode: z.literal('sys_admin').default('sys_admin'),
  dbfileds: z.string().max(100).default('app,me,stat'),
  code: z.string().max(128).optional(),
});

const DB_FIELDS = ['app', 'me', 'stat'] as const;

interface AppConfig {
  name: string;
  nameEn: string;
  banners: unknown[];
}

/**
 * A file of schemas/app as served now (an edit shows without a restart or a rebuild); a file that
 * failed schemas:check is not served, and what needs it answers 503.
 */
function appFile<T>(schemas: SchemaService, relativePath: string, req: Request): T {
  const file = schemas.snapshot().files.get(relativePath);
  if (!file) throw new HttpError(503, t(req, 'schemas.notFound'));
  return file.json as T;
}

/**
 * Public app data: what the messaging app and the shell need before any screen (banners among
 * them), and the registry's region, which the browser's region and download lists start from.
 */
function appData({ schemas, env }: Pick<AppDeps, 'schemas' | 'env'>, req: Request) {
  const { name, nameEn, banners } = appFile<AppConfig>(schemas, 'app/app.json', req);
  return { appid: env.WX_APPID, name, nameEn, defaultRegion: env.REGISTRY_REGION_CODE, banners: inLocale(banners, localeOf(req)) };
}

/** App information, menus, systems and page titles (spec 000 sections 2 and 7), from schemas/app. */
export function appInfoRoutes(deps: AppDeps): Router {
  const router = Router();
  const { requireSession } = deps.guards;

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
      answer[field] = field === 'app' ? appData(deps, req) : field === 'me' ? presentMe(user) : { serverTime: new Date().toISOString() };
    }
    sendOk(res, answer);
  });

  router.post('/api/app/modsinfo', (req, res) => sendOk(res, appFile(deps.schemas, 'app/systems.json', req)));
  router.post('/api/app/pageinfo', (req, res) => sendOk(res, appFile(deps.schemas, 'app/pages.json', req)));
  router.post('/wechat/api/wechatitem/get', (req, res) => sendOk(res, appData(deps, req)));
  router.post('/online/wx/apilist/GetWxMenu', (req, res) => sendOk(res, inLocale(appFile<{ menus: unknown[] }>(deps.schemas, 'app/menus.json', req).menus, localeOf(req))));

  // The owner's own profile, unmasked: it fills their own edit form (spec 000 section 7).
  router.post('/online/wx/apilist/getYhxx', requireSession, async (req, res) => {
    sendOk(res, presentOwnUserInfo(await currentUser(req)));
  });

  return router;
}
