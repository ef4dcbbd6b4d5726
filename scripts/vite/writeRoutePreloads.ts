import fs from 'node:fs';
import { createServer } from 'vite';
import { filesOfModule, rankOfPath, type Manifest, type PreloadRoute, type RoutePreloads } from './routePreloads';

/**
 * Build step after `vite build`: loads the app's route table (through Vite, as the browser build
 * reads it) and writes dist/route-preloads.json, every route with the files its screen needs, for
 * the server to name in the HTML of that route (decision 0064). The route table stays the one
 * place that says which screen a path shows.
 */
interface RouteObjectLike {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children?: RouteObjectLike[];
  handle?: { load?: () => unknown; pattern?: boolean };
}

/** The module a lazy loader imports: Vite's server-side transform names it resolved, from the root. */
export function moduleOfLoader(load: () => unknown): string {
  const found = /__vite_ssr_dynamic_import__\(\s*["']\/([^"']+)["']/.exec(load.toString());
  if (!found) throw new Error(`No module found in the loader ${load.toString()}`);
  return found[1]!;
}

const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;
const vite = await createServer({
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  // antd-mobile's ES build imports directories, which Node's own loader refuses.
  ssr: { noExternal: ['antd-mobile', 'antd-mobile-icons'] },
});
try {
  const table = (await vite.ssrLoadModule('/src/app/routeTable.tsx')) as {
    appRoutes: () => RouteObjectLike[];
    PAGE_FAMILIES: Record<string, { load: () => unknown }>;
  };
  // Every route with a screen, by its full path, most specific first (as React Router ranks them).
  const ranked: { route: PreloadRoute; rank: number }[] = [];
  const visit = (route: RouteObjectLike, base: string) => {
    const own = route.index || !route.path ? base : route.path.startsWith('/') ? route.path : `${base.replace(/\/$/, '')}/${route.path}`;
    for (const child of route.children ?? []) visit(child, own);
    const { load, pattern } = route.handle ?? {};
    if (route.children || !(load || pattern)) return;
    const entry: PreloadRoute = pattern ? { path: own, pattern: true } : { path: own, files: filesOfModule(manifest, moduleOfLoader(load!)) };
    ranked.push({ route: entry, rank: rankOfPath(own, route.index) });
  };
  for (const route of table.appRoutes()) visit(route, '');
  const preloads: RoutePreloads = {
    routes: ranked.sort((a, b) => b.rank - a.rank).map((entry) => entry.route),
    families: Object.fromEntries(Object.entries(table.PAGE_FAMILIES).map(([kind, screen]) => [kind, filesOfModule(manifest, moduleOfLoader(screen.load))])),
    catalogues: { en: filesOfModule(manifest, 'schemas/messages/en.json') },
  };
  fs.writeFileSync('dist/route-preloads.json', JSON.stringify(preloads));
} finally {
  await vite.close();
}
