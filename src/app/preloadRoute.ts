import { matchRoutes } from 'react-router-dom';
import { fetchSchemaBundle } from '../lib/schemas/schemaBundle';
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
  const load = leaf.load;
  // The page's code is run once the boot splash has painted: its files are downloading already
  // (the HTML names them, decision 0064), and running them first (the sub-form's: 266 ms at 4x CPU)
  // kept a phone whose network had brought them from drawing the splash (decision 0080).
  afterFirstPaint(() => void load().catch(() => undefined));
  if (SCHEMA_SCREENS.has(leaf.name)) {
    // The bundle is asked for now; the chunk that indexes it (with the engine) follows, once painted.
    const files = fetchSchemaBundle();
    files.catch(() => undefined);
    afterFirstPaint(() => void import('../lib/schemas/useSchemaRegistry').then((module) => module.preloadSchemaRegistry(files), () => undefined));
  }
  const data = SCREEN_DATA[leaf.name];
  if (data && signedIn) data(search, signedIn);
}

/** After the next frame has been drawn (a task after the next animation frame); later without one. */
function afterFirstPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
}
