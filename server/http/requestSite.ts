import type { Request } from 'express';

/**
 * Where a request comes from, as the browser tells it (docs/decisions/0036): 'own' for the hall's
 * own pages (or what the person typed), 'other' for any other origin, another port of the same
 * host included, and 'unsaid' when no header says (no browser, or one too old for any of them).
 * Sec-Fetch-Site is trusted first (every current browser sends it to an https or loopback
 * origin); then Origin (sent on every POST), then Referer. Origin "null" (a sandboxed frame, a
 * no-referrer form) is not a URL, so it counts as another site.
 */
export function requestSite(req: Request, ownOrigin: string): 'own' | 'other' | 'unsaid' {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none' ? 'own' : 'other';
  const claimed = req.get('origin') ?? req.get('referer');
  if (!claimed) return 'unsaid';
  try {
    return new URL(claimed).origin === ownOrigin ? 'own' : 'other';
  } catch {
    return 'other';
  }
}
