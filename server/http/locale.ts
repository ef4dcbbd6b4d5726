import type { Request } from 'express';
import { pickLocale } from '../../engine/i18n/pickLocale';
import { translate, type MessageKey } from '../../engine/i18n/translate';

/** Translates a message into the language the browser asked for (Accept-Language). */
export function t(req: Request, key: MessageKey, params?: Record<string, string | number>): string {
  return translate(pickLocale(req.headers['accept-language']), key, params);
}
