import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { bodyParsers } from './http/bodyParsers';
import { apiNotFound, errorHandler } from './http/errorHandler';
import { openidGuard } from './http/openidGuard';
import { createLimit } from './http/rateLimits';
import { securityHeaders } from './http/security';
import { staticFiles } from './http/staticFiles';
import { loadSession } from './sessions/sessionMiddleware';
import type { AppDeps } from './deps';
import { healthRoutes } from './features/health/routes';
import { emulatorRoutes } from './features/emulator/routes';
import { identityRoutes } from './features/identity/routes';
import { appInfoRoutes } from './features/app-info/routes';
import { wxImageRoutes } from './features/wx-image/routes';
import { schemaRoutes } from './features/schemas/routes';

/** Paths that belong to the API: anything unknown under them answers a 404 envelope, not the app. */
export const API_PREFIXES = ['/online', '/mp', '/mpnw', '/wechat', '/api', '/callnum'];

export function createApp(deps: AppDeps, distDir = path.resolve('dist')): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.env.TRUST_PROXY) app.set('trust proxy', 1);
  app.use(securityHeaders());
  app.use(compression());

  app.use(healthRoutes(deps));
  app.use(bodyParsers());
  app.use(loadSession(deps.sessions));
  app.use(API_PREFIXES, createLimit(deps.db, { name: 'api', windowMs: 60_000, limit: 1200, shared: false }));
  // The emulated messaging app's own pages take an openid in emulation mode: they are its business.
  app.use(emulatorRoutes(deps));
  app.use(openidGuard);

  app.use(identityRoutes(deps));
  app.use(appInfoRoutes(deps));
  app.use(wxImageRoutes(deps));
  app.use(schemaRoutes(deps));

  app.use(API_PREFIXES, apiNotFound);
  app.use(staticFiles(distDir));
  app.use(errorHandler(deps.logger));
  return app;
}
