import { checkRouteRef, type KnownRoutes } from './checkRouteRef';
import { pointer, type Problem } from './types';

interface MenuEntry {
  url?: unknown;
  secondmenus?: unknown;
}

/** Every in-app address of the home menus (app/menus.json) names a page that exists; outside links (http, https) are not ours to check. */
export function checkMenus(file: string, json: unknown, routes: KnownRoutes): Problem[] {
  const problems: Problem[] = [];
  const menus = (json as { menus?: unknown } | undefined)?.menus;
  const walk = (entries: unknown, at: Array<string | number>) => {
    if (!Array.isArray(entries)) return;
    entries.forEach((entry: MenuEntry, index) => {
      const url = entry?.url;
      if (typeof url === 'string' && url.startsWith('/')) problems.push(...checkRouteRef(file, url, pointer(...at, index, 'url'), routes));
      walk(entry?.secondmenus, [...at, index, 'secondmenus']);
    });
  };
  walk(menus, ['menus']);
  return problems;
}
