import { pickLocale } from '../../../engine/i18n/pickLocale';
import { LOCALES, type Locale } from '../../../engine/i18n/translate';

/** Where the user's explicit language choice is kept. */
export const LOCALE_STORAGE_KEY = 'hall.locale';

/** The stored choice wins when it names a supported locale; otherwise the browser's languages decide. */
export function resolveLocale(stored: string | null | undefined, languages: readonly string[] | string | undefined): Locale {
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  return pickLocale(languages);
}

function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

let current: Locale = resolveLocale(readStored(), typeof navigator === 'undefined' ? undefined : navigator.languages);

/** The locale in force, readable outside React (the API client sends it as Accept-Language). */
export function getLocale(): Locale {
  return current;
}

/** Changes the locale in force and remembers it for the next visit. */
export function storeLocale(locale: Locale): void {
  current = locale;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}
