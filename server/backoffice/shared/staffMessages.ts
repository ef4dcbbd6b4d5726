import type { Request } from 'express';
import { pickLocale } from '../../../engine/i18n/pickLocale';
import { translateStaff, type StaffMessageKey } from '../../../engine/i18n/translateStaff';

/** A request's translator for the staff catalogue, handed to the staff services. */
export type StaffTranslate = (key: StaffMessageKey, params?: Record<string, string | number>) => string;

export const staffTranslatorFor =
  (req: Request): StaffTranslate =>
  (key, params) =>
    translateStaff(pickLocale(req.headers['accept-language']), key, params);
