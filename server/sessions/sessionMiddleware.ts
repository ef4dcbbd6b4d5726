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
 * Sent by the app's early calls, made beside the sign-in check before it has answered (decision
 * 0034): they will not start a sign-in, so their refusal carries no address and makes no sign-in
 * state. Otherwise several refusals racing the check's own could each set a new state cookie, and
 * the state in the address the browser follows would no longer be its cookie's (state 校验失败).
 */
const NO_SIGN_IN_HEADER = 'x-hall-no-sign-in';

/**
 * Refuses a call without a session: HTTP 401, code -1 and data.url, the address that starts
 * the messaging app's authorisation again (spec 000 section 4); without data.url for a call that
 * says it will not sign in.
 */
export function requireSession(authorizeUrl: (req: Parameters<RequestHandler>[0]) => string): RequestHandler {
  return (req, _res, next) => {
    if (req.session) return next();
    const data = req.get(NO_SIGN_IN_HEADER) === '1' ? undefined : { url: authorizeUrl(req) };
    next(new HttpError(401, t(req, 'errors.sessionExpired'), 'session', data));
  };
}
