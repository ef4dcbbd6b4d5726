/**
 * Where a home tile (or banner) leads (spec 000 section 2): a tile of view type with an http(s)
 * url leaves the app for that url with the openid appended; any other url is an in-app route.
 */
export type TileTarget = { kind: 'external'; href: string } | { kind: 'internal'; to: string } | { kind: 'none' };

const HTTP_URL = /^https?:\/\//i;

/** Appends openid=… before any #fragment, with ? or & as the url needs. */
export function appendOpenid(url: string, openid: string): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}openid=${encodeURIComponent(openid)}${hash}`;
}

export function tileTarget(menu: { url?: string | null; menutype?: string | null }, openid: string | null | undefined): TileTarget {
  const url = (menu.url ?? '').trim();
  if (!url) return { kind: 'none' };
  if (HTTP_URL.test(url)) {
    // Only view tiles carry the openid; another http(s) url cannot be an in-app route, so it is
    // opened as it is.
    if (menu.menutype === 'view' && openid) return { kind: 'external', href: appendOpenid(url, openid) };
    return { kind: 'external', href: url };
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return { kind: 'none' };
  return { kind: 'internal', to: url.startsWith('/') ? url : `/${url}` };
}
