import type { RequestHandler } from 'express';
import { HttpError } from '../http/httpError';
import { t } from '../http/locale';
import { clearSessionCookie, readSessionCookie } from './sessionCookie';
import type { SessionService } from './sessionService';

/** Attaches req.session when the cookie names a live session; a dead cookie is cleared. */
export function loadSession(sessions: SessionService): RequestHandler {
  return async (req, res, next) => {
    const token = readSessionCookie(req);
    if (!token) return next();
    const session = await sessions.resolve(token);
    if (session) req.session = session;
    else clearSessionCookie(res);
    next();
  };
}

/**
 * Refuses a call without a session: HTTP 401, code -1 and data.url, the address that starts
 * the messaging app's authorisation again (spec 000 section 4).
 */
export function requireSession(authorizeUrl: (req: Parameters<RequestHandler>[0]) => string): RequestHandler {
  return (req, _res, next) => {
    if (req.session) return next();
    next(new HttpError(401, t(req, 'errors.sessionExpired'), 'session', { url: authorizeUrl(req) }));
  };
}
