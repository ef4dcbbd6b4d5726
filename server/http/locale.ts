import type { Request } from 'express';
import { pickLocale } from '../../engine/i18n/pickLocale';
import { translate, type MessageKey } from '../../engine/i18n/translate';

/** The language the browser asked for (Accept-Language). */
export const localeOf = (req: Request) => pickLocale(req.headers['accept-language']);

/**
 * The language of a page the server draws for a navigation: the hall's own choice when the app
 * names it (?lang=en; the phone's language may differ from the one chosen in the hall), else the
 * browser's.
 */
export const pageLocaleOf = (req: Request) => (typeof req.query.lang === 'string' ? pickLocale(req.query.lang) : localeOf(req));

/** Translates a message into the language the browser asked for. */
export function t(req: Request, key: MessageKey, params?: Record<string, string | number>): string {
  return translate(localeOf(req), key, params);
}
