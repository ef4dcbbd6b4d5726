import type { Express } from 'express';

export interface AppRoute {
  method: string;
  path: string;
}

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

const joined = (prefix: string, path: string) => (prefix + (path === '/' && prefix ? '' : path)).replace(/\/{2,}/g, '/');

/**
 * Every method and path the app routes, read from Express's own router (mounted routers
 * included), so a route added anywhere is listed without anyone editing a list. Catch-all
 * patterns (regular expressions) are left out: they serve files, not fields.
 */
export function listRoutes(app: Express): AppRoute[] {
  const routes: AppRoute[] = [];
  const visit = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          if (typeof path !== 'string') continue;
          for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path: joined(prefix, path) });
        }
      } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
        visit(layer.handle.stack, joined(prefix, layer.rawPath === '/' ? '' : layer.rawPath));
      }
    }
  };
  visit((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return routes.filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}
