import { LOCALES, type Locale } from '../../engine/i18n/translate';

/** A message parameter in the hall's own words, written in every language it speaks (decision 0065). */
export const inEachLocale = (text: (locale: Locale) => string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Record<Locale, string>;
