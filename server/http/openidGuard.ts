import type { RequestHandler } from 'express';
import { HttpError } from './httpError';
import { t } from './locale';

const OPENID_KEYS = new Set(['openid', 'openId']);

/** Every openid or openId in the body or query, at any depth up to a few levels (payloads nest under data). */
export function collectOpenids(value: unknown, depth = 0, found: string[] = []): string[] {
  if (depth > 4 || value === null || typeof value !== 'object') return found;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    if (OPENID_KEYS.has(key) && inner !== undefined && inner !== null && inner !== '') found.push(String(inner));
    else collectOpenids(inner, depth + 1, found);
  }
  return found;
}

/** Never trust an openid from the client: one that is not the session's is refused with 403. */
export const openidGuard: RequestHandler = (req, _res, next) => {
  // Runs on every API call: one list, no copies (Express 5 parses req.query afresh on each read).
  const claimed = collectOpenids(req.body, 0, collectOpenids(req.query));
  if (claimed.length === 0) return next();
  const own = req.session?.openid;
  if (claimed.every((openid) => openid === own)) return next();
  next(new HttpError(403, t(req, 'errors.forbidden')));
};
