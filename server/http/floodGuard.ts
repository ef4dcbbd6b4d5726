import type { Request, RequestHandler } from 'express';
import { failureBody, familyOf } from './envelope';
import { t } from './locale';

export interface FloodGuardOptions {
  windowMs: number;
  /** Requests a window for each signed-in citizen and each signed-in staff member. */
  limit: number;
  /** Requests a window for everything without a session from one address (and apart, its sign-ins); `limit` when not given. */
  anonymousLimit?: number;
}

/**
 * The calls that start a session: without a session by nature, they get a budget of their own. The
 * shell's first call (appinfo) is where a citizen's sign-in starts: its 401 hands out the state.
 */
const SIGN_IN_PATHS = new Set(['/staff/api/session', '/wechat/api/outh2/authorize', '/api/app/appinfo']);

/**
 * Whose budget a request spends (docs/decisions/0059): a signed-in citizen's or staff member's own,
 * so everyone behind one office NAT is counted apart; else the address's anonymous budget, with
 * sign-in calls apart from the rest, so a flood of other anonymous calls does not stop sign-in.
 */
function budgetOf(req: Request): { key: string; anonymous: boolean } {
  if (req.session?.openid) return { key: `user:${req.session.openid}`, anonymous: false };
  if (req.staff) return { key: `staff:${req.staff.id}`, anonymous: false };
  const signIn = SIGN_IN_PATHS.has(req.baseUrl + req.path);
  return { key: `${signIn ? 'sign-in' : 'anonymous'}:${req.ip}`, anonymous: true };
}

/**
 * A per-process fixed-window counter against floods. It sits on every API request, so it is a Map
 * lookup and nothing more; limits that must hold across processes (codes, queries) use createLimit
 * with the database store instead. The staff session must be loaded before it (server/app.ts).
 */
export function floodGuard({ windowMs, limit, anonymousLimit = limit }: FloodGuardOptions): RequestHandler {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return (req, res, next) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const { key, anonymous } = budgetOf(req);
    const hits = (counts.get(key) ?? 0) + 1;
    counts.set(key, hits);
    if (hits <= (anonymous ? anonymousLimit : limit)) return next();
    res.setHeader('Retry-After', Math.ceil((windowStart + windowMs - now) / 1000));
    res.status(429).json(failureBody(familyOf(req.baseUrl + req.path), t(req, 'errors.tooMany')));
  };
}
