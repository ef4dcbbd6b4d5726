import type { RequestHandler } from 'express';
import type { Env } from '../config/env';
import { originOf } from './originOf';
import { HttpError } from './httpError';
import { t } from './locale';
import { requestSite } from './requestSite';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing call another origin's page made (docs/decisions/0036). SameSite=Lax
 * keeps the session cookie off cross-site posts, but a page on another port of the same host is
 * the same site, and its form posts and fetches carried the cookie: they booked, cancelled, sent
 * feedback and texts, and logged out. Mounted before the body parsers, so a refused upload is not
 * read. A call no header places (a server or script, never a browser: browsers send Origin on
 * every POST) passes; it carries no one's cookie by accident.
 */
export function refuseCrossSiteWrites(env: Env): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || requestSite(req, originOf(env, req)) !== 'other') return next();
    next(new HttpError(403, t(req, 'errors.crossSite')));
  };
}
