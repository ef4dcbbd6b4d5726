import zhCN from '../../schemas/messages/zh-CN.json' with { type: 'json' };
import { fillPlaceholders } from './fillPlaceholders';

/** Every user-visible text lives in one catalogue per language under schemas/messages. */
export type MessageKey = keyof typeof zhCN;
export type Locale = 'zh-CN' | 'en';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

// Chinese is always here (the default and the fallback); other languages are registered when
// loaded (loadCatalogue), so a phone downloads only the catalogue it shows.
const catalogues: Partial<Record<Locale, Record<string, string>>> = { 'zh-CN': zhCN };

export function registerCatalogue(locale: Locale, messages: Record<string, string>): void {
  catalogues[locale] = messages;
}

export function hasCatalogue(locale: Locale): boolean {
  return catalogues[locale] !== undefined;
}

/** Looks a message up, falling back to Chinese (the specification's wording), then to the key. */
export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>): string {
  const template = catalogues[locale]?.[key] ?? zhCN[key] ?? key;
  return params ? fillPlaceholders(template, params) : template;
}
