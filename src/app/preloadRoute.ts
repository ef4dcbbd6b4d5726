import { matchRoutes } from 'react-router-dom';
import { appRoutes, SCHEMA_SCREENS, SCREEN_DATA, screenOf, type RouteHandle } from './routeTable';

/**
 * At the app's start, fetches what the page it opens on will need — its code, the form
 * configuration for the screens that interpret it, and beside the sign-in check its own data —
 * while the catalogue loads and the sign-in check runs, instead of after them: on a phone network
 * each step of that chain costs a round trip or more (decision 0033). The page's lazy import and
 * its swr hooks then find their answers already coming. A screen's data is fetched beside the
 * sign-in check by calls that never start a sign-in themselves, so that only the check does.
 */
export function preloadRoute(pathname: string, search = '', signedIn?: Promise<unknown>): void {
  const leaf = screenOf(matchRoutes(appRoutes(), pathname)?.at(-1)?.route.handle as RouteHandle | undefined, pathname);
  if (!leaf?.load || !leaf.name) return;
  void leaf.load().catch(() => undefined);
  if (SCHEMA_SCREENS.has(leaf.name)) {
    void import('../lib/schemas/useSchemaRegistry').then((module) => module.preloadSchemaRegistry(), () => undefined);
  }
  const data = SCREEN_DATA[leaf.name];
  if (data && signedIn) data(search, signedIn);
}
