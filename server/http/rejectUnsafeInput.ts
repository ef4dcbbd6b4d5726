import type { RequestHandler } from 'express';
import { HttpError } from './httpError';
import { t } from './locale';

// NUL cannot be stored in PostgreSQL text or jsonb; the other C0 controls (but tab, line feed and
// carriage return) and lone surrogates have no place in a form field either.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF]/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text carries a character no field may hold. */
export function isUnsafeText(text: string): boolean {
  // Most text has no control character and no character outside the BMP: one scan settles it.
  if (!UNSAFE.test(text)) return false;
  return UNSAFE.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, '')) || LONE_SURROGATE.test(text);
}

/** True when any string or key inside a parsed body or query is unsafe (nesting is bounded by the parsers). */
export function holdsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnsafeText(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (isUnsafeText(key) || holdsUnsafeText(inner, depth + 1)) return true;
  }
  return false;
}

function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Every text input — path, query, JSON or form body — is refused with a 400 when it carries a NUL
 * or another control character, before any route sees it: such a value would otherwise reach
 * the database and fail there as a 500. Multipart fields are checked by receiveUpload.
 */
export const rejectUnsafeInput: RequestHandler = (req, _res, next) => {
  const path = decodedPath(req.path);
  if (path === undefined || isUnsafeText(path) || holdsUnsafeText(req.query) || holdsUnsafeText(req.body)) {
    return next(new HttpError(400, t(req, 'errors.badCharacter')));
  }
  next();
};
