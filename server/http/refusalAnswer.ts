import type { Request } from 'express';
import { pickLocale } from '../../engine/i18n/pickLocale';
import { translateStaff, type StaffMessageKey } from '../../engine/i18n/translateStaff';
import { DomainRefusal, type MessageParams, type RefusalKind } from '../domain/refusal';
import type { FailureCode } from './envelope';
import { HttpError } from './httpError';
import { translatorFor } from './translator';

/** The one place a refusal's kind becomes an HTTP status (docs/conventions.md, decision 0047). */
const STATUS: Record<RefusalKind, number> = { invalid: 400, unauthenticated: 401, forbidden: 403, notFound: 404, conflict: 409, tooLarge: 413, tooMany: 429, unavailable: 503 };

/** Any catalogue's translator: a refusal's keys are its catalogue's (refuse and refuseStaff type them). */
type AnyTranslator = (key: string, params?: MessageParams) => string;

/**
 * The translator of the refusal's catalogue: the back office's refusals are worded from the staff
 * catalogue by the member's Accept-Language (as the staff app asks, docs/decisions/0067), the
 * citizen's from theirs.
 */
function catalogueTranslator(req: Request, refusal: DomainRefusal): AnyTranslator {
  if (refusal.extras.catalogue !== 'staff') return translatorFor(req) as AnyTranslator;
  const locale = pickLocale(req.headers['accept-language']);
  return (key, params) => translateStaff(locale, key as StaffMessageKey, params);
}

export interface FailureAnswer {
  status: number;
  message: string;
  code: FailureCode;
  data: unknown;
}

/**
 * A refusal (a service's DomainRefusal, or a route's HttpError) as status, message in the citizen's
 * language, failure code and data; undefined for any other error (a fault, not a refusal). The
 * error handler answers with it, and so do the routes whose contract has its own failure envelope.
 */
export function failureAnswer(req: Request, error: unknown): FailureAnswer | undefined {
  if (error instanceof HttpError) return { status: error.status, message: error.message, code: error.code, data: error.data };
  if (!(error instanceof DomainRefusal)) return undefined;
  const translate = catalogueTranslator(req, error);
  const { reason, params, extras } = error;
  return {
    status: STATUS[error.kind],
    message: typeof reason === 'string' ? translate(reason, params) : reason(translate),
    code: extras.code ?? 'failure',
    data: typeof extras.data === 'function' ? (extras.data as (t: typeof translate) => unknown)(translate) : (extras.data ?? null),
  };
}
