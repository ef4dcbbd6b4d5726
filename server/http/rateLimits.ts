import { rateLimit } from 'express-rate-limit';
import type { Request, RequestHandler } from 'express';
import type { Db } from '../db/database';
import { failureBody, familyOf } from './envelope';
import { t } from './locale';
import { DatabaseRateLimitStore } from './rateLimitStore';

export interface LimitOptions {
  name: string;
  windowMs: number;
  limit: number;
  /** Whose budget a request spends: the user when signed in, else the address. */
  key?: (req: Request) => string;
}

const byUserOrAddress = (req: Request) => req.session?.openid ?? `ip:${req.ip}`;

/** A limit shared by every server process, answering 429 in the family's envelope. */
export function createLimit(db: Db, options: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs: options.windowMs,
    limit: options.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(db, `${options.name}:`),
    keyGenerator: options.key ?? byUserOrAddress,
    handler: (req, res) => {
      res.status(429).json(failureBody(familyOf(req.baseUrl + req.path), t(req, 'errors.tooMany')));
    },
    // The library's configuration checks run on requests; ours is fixed and tested, so skip them.
    validate: false,
  });
}
