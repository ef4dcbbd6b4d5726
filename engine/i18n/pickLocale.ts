import { DEFAULT_LOCALE, type Locale } from './translate';

/** Maps a browser language list or an Accept-Language header to a supported locale. */
export function pickLocale(languages: string | readonly string[] | undefined | null): Locale {
  const list = typeof languages === 'string' ? languages.split(',') : (languages ?? []);
  for (const entry of list) {
    const tag = entry.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}
