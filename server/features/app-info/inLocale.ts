import type { Locale } from '../../../engine/i18n/translate';

/**
 * What the hall writes in its configuration, in the citizen's language: each `<field>En` the
 * configuration gives replaces its field in English (menunameEn, bzEn, titleEn, imageEn), and is
 * dropped from the answer either way; nested lists (a group's tiles) likewise. Chinese is as written.
 */
export function inLocale<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inLocale(item, locale)) as T;
  if (!value || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const answer: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(source)) {
    if (key.endsWith('En') && key.length > 2 && key.slice(0, -2) in source) continue;
    const english = source[`${key}En`];
    answer[key] = locale === 'en' && typeof english === 'string' && english !== '' ? english : inLocale(field, locale);
  }
  return answer as T;
}
