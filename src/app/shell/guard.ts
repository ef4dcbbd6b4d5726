import { WAITING_PATH } from '../../lib/api/session';

/**
 * Navigation guard of spec 000 section 2: while the app is not initialised, every route except
 * /waiting goes to /waiting with a redirect query holding the target path and query.
 * Returns where to go, or null to stay.
 */
export function guardRedirect(ready: boolean, pathname: string, search: string): string | null {
  if (ready || pathname === WAITING_PATH) return null;
  const target = pathname + search;
  return `${WAITING_PATH}?redirect=${encodeURIComponent(target)}`;
}
