import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from './httpError';
import { t } from './locale';

/** Where the clerk's API lives (the back-office screens come later; see the clerk API decision note). */
export const CLERK_API_PREFIX = '/admin/api';

/**
 * The clerk's credential: `Authorization: Bearer <CLERK_TOKEN>`, compared in constant time.
 * A missing or wrong token is a 401 that changes nothing.
 */
export function requireClerk(token: string): RequestHandler {
  const expected = crypto.createHash('sha256').update(token).digest();
  return (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const digest = crypto.createHash('sha256').update(given).digest();
    if (!given || !crypto.timingSafeEqual(digest, expected)) return next(new HttpError(401, t(req, 'clerk.unauthorized')));
    next();
  };
}
