import type { RequestHandler } from 'express';
import { HttpError } from './httpError';
import type { IdempotencyRepository } from './idempotencyRepository';
import { t } from './locale';

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a request sequence may look like: up to 128 visible ASCII characters (the app sends UUIDs). */
const REQSEQ_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * The request's reqseq, or undefined when it has none or one that is no plausible key (cutting a
 * long one short instead would let two different requests share one replay record).
 */
export function readReqseq(req: Parameters<RequestHandler>[0]): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.reqseq ?? req.query.reqseq;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value);
  return REQSEQ_PATTERN.test(text) ? text : undefined;
}

/**
 * Makes a data-changing call safe to retry: the same user sending the same call with the same
 * reqseq gets the first answer again and nothing changes twice. A 5xx releases the claim so a
 * retry can run; 2xx and 4xx answers are kept for replay.
 */
export function idempotent(repository: IdempotencyRepository): RequestHandler {
  return async (req, res, next) => {
    const openid = req.session?.openid;
    if (!openid) return next();
    const reqseq = readReqseq(req);
    if (!reqseq) return next(new HttpError(400, t(req, 'errors.reqseqMissing')));
    // Express matches /call and /call/ alike; so does the replay record, or a retry spelt the
    // other way would run the call again.
    const path = `${req.baseUrl}${req.path}`.replace(/(.)\/+$/, '$1');
    const route = `${req.method} ${path}`;

    if (!(await repository.claim(openid, route, reqseq))) {
      for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
        const stored = await repository.find(openid, route, reqseq);
        if (stored?.status) {
          res.setHeader('Idempotent-Replay', 'true');
          res.status(stored.status).json(stored.body);
          return;
        }
        await sleep(WAIT_STEP_MS);
      }
      return next(new HttpError(409, t(req, 'errors.reqseqBusy')));
    }

    let settled = false;
    // An answer that is not JSON (a file, a redirect) is not replayed: free the claim.
    res.on('close', () => {
      if (!settled) void repository.release(openid, route, reqseq).catch(() => undefined);
    });
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      settled = true;
      const status = res.statusCode;
      const settle = status >= 500 ? repository.release(openid, route, reqseq) : repository.complete(openid, route, reqseq, status, body);
      settle.then(
        () => json(body),
        (error: unknown) => next(error),
      );
      return res;
    };
    next();
  };
}
