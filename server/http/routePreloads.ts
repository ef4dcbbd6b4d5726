import fs from 'node:fs';
import path from 'node:path';
import { pageKindOfPath } from '../../engine/pages/pageKindOfPath';
import type { Locale } from '../../engine/i18n/translate';
import { pathMatches } from '../../engine/pages/pathMatches';
import type { RoutePreloads } from '../../engine/pages/routePreloadTypes';

/**
 * The links a page's HTML carries for the route it opens on (decision 0064): the route's chunks
 * (modulepreload) and stylesheets (preload), and the English catalogue for a browser that asks for
 * English, so a phone fetches them beside the entry, not after the entry has run and matched the
 * route (one round trip and the chunks' download later, on slow 4G the largest paint's delay).
 * The table is written at build time (scripts/vite/writeRoutePreloads.ts); without it, no links.
 */
export function routePreloads(distDir: string): (pathname: string, locale: Locale) => string {
  const file = path.join(distDir, 'route-preloads.json');
  if (!fs.existsSync(file)) return () => '';
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as RoutePreloads;
  return (pathname, locale) => {
    const route = table.routes.find((candidate) => pathMatches(candidate.path, pathname));
    const kind = route?.pattern ? pageKindOfPath(pathname) : undefined;
    const screen = (kind ? table.families[kind] : route?.files) ?? [];
    const catalogue = locale === 'en' ? (table.catalogues.en ?? []) : [];
    return [...catalogue, ...screen].map(linkOf).join('');
  };
}

/** A script as a module preload; a stylesheet fetched without blocking the paint (the chunk's own loader applies it). */
const linkOf = (href: string) =>
  href.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${href}">` : `<link rel="modulepreload" crossorigin href="${href}">`;
