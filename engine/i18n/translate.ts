import type { Locale } from './locale';
import type zhCN from '../../schemas/messages/zh-CN.json';
import { createCatalogues } from './catalogues';
import { fillParams } from './fillParams';

/** Every user-visible text lives in one catalogue per language under schemas/messages. */
export type MessageKey = keyof typeof zhCN;
export type { Locale };
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

// The browser registers Chinese before its first render and another language when it shows it
// (src/lib/i18n/loadCatalogue.ts); the server reads SCHEMAS_DIR's catalogues (decision 0069).
const catalogues = createCatalogues();

export const registerCatalogue = catalogues.register;
export const readCataloguesFrom = catalogues.readFrom;
export const hasCatalogue = catalogues.has;

/** Looks a message up, falling back to Chinese (the specification's wording), then to the key. */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  return fillParams(catalogues.text(locale, key) ?? key, params);
}
