import type { Request } from 'express';

/**
 * A navigation the hall itself made (or the person typed): Sec-Fetch-Site says so in every current
 * browser; an older one is judged by its Referer; a client that sends neither is no browser.
 */
export function fromOwnSite(req: Request, origin: string): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const referer = req.get('referer');
  if (!referer) return true;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}
