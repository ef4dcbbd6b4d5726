import type { Locale } from '../../../engine/i18n/translate';
import { inLocale } from './inLocale';
import type { SchemaSnapshot } from '../../schemas/schemaStore';
import { escapeHtml } from '../../http/html';

/**
 * The home page's HTML preloads its first banner (schemas/app/app.json, in the browser's language),
 * the page's largest paint: asked for by the banner's <img>, it came a round trip after the app's
 * data and code (decision 0064). Other pages name no banner.
 */
export function homeBannerLink(snapshot: () => Pick<SchemaSnapshot, 'files'>): (pathname: string, locale: Locale) => string {
  return (pathname, locale) => {
    if (pathname !== '/') return '';
    const banners = (snapshot().files.get('app/app.json')?.json as { banners?: unknown[] } | undefined)?.banners;
    const first = inLocale(banners?.[0], locale) as { image?: unknown } | undefined;
    return typeof first?.image === 'string' ? `<link rel="preload" as="image" href="${escapeHtml(first.image)}">` : '';
  };
}
