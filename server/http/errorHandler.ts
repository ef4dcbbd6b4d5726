import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { failureBody, familyOf } from './envelope';
import { failureAnswer } from './refusalAnswer';
import { t } from './locale';

/** Below this declared size a refused request body is read to its end rather than cut off. */
const SMALL_REST_BYTES = 64 * 1024;

/** Unknown API paths answer a 404 in their family's envelope. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(failureBody(familyOf(req.baseUrl + req.path), t(req, 'errors.notFound')));
};

/** Turns every failure into the family's envelope; bad input is a 4xx, never a 5xx. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    // A refused upload still being sent: close the connection rather than read the rest of a large
    // one. A small rest is read and dropped: closing on a client still writing it would give that
    // client a reset instead of the answer.
    if (!req.complete) {
      if (Number(req.headers['content-length']) <= SMALL_REST_BYTES) req.resume();
      else res.setHeader('Connection', 'close');
    }
    const family = familyOf(req.baseUrl + req.path);
    const refused = failureAnswer(req, error);
    if (refused) {
      res.status(refused.status).json(failureBody(family, refused.message, refused.code, refused.data));
      return;
    }
    // body-parser and busboy failures carry their HTTP status and a type.
    const status = typeof error?.status === 'number' ? error.status : 500;
    if (status >= 400 && status < 500) {
      const key = error.type === 'entity.parse.failed' ? 'errors.badJson' : status === 413 ? 'errors.tooLarge' : 'errors.badRequest';
      res.status(status).json(failureBody(family, t(req, key)));
      return;
    }
    logger.error({ err: error, path: req.path }, 'unhandled error');
    res.status(500).json(failureBody(family, t(req, 'errors.server')));
  };
}
