import type { Request, RequestHandler } from 'express';
import { failureBody, familyOf } from './envelope';
import { t } from './locale';

export interface FloodGuardOptions {
  windowMs: number;
  limit: number;
}

const byUserOrAddress = (req: Request) => req.session?.openid ?? `ip:${req.ip}`;

/**
 * A per-process fixed-window counter against floods, by user or else by address. It sits on every
 * API request, so it is a Map lookup and nothing more; limits that must hold across processes
 * (codes, queries) use createLimit with the database store instead.
 */
export function floodGuard({ windowMs, limit }: FloodGuardOptions): RequestHandler {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  return (req, res, next) => {
    const now = Date.now();
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const key = byUserOrAddress(req);
    const hits = (counts.get(key) ?? 0) + 1;
    counts.set(key, hits);
    if (hits <= limit) return next();
    res.setHeader('Retry-After', Math.ceil((windowStart + windowMs - now) / 1000));
    res.status(429).json(failureBody(familyOf(req.baseUrl + req.path), t(req, 'errors.tooMany')));
  };
}
