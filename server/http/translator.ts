import type { Request } from 'express';
import type { MessageKey } from '../../engine/i18n/translate';
import { t } from './locale';

/** A request's translator, handed to services so their messages follow Accept-Language. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const translatorFor =
  (req: Request): Translate =>
  (key, params) =>
    t(req, key, params);
