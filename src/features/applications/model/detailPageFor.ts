import type { PageConfig, SchemaRegistry } from '../../../../engine/schemas/types';

/**
 * The detail page configuration a route shows: the one whose route is the path, else the page the
 * server named for the application (the lower-case /applyDetail of the old router names none).
 */
export function detailPageFor(registry: SchemaRegistry, pathname: string, serverPage: string): PageConfig | undefined {
  const byRoute = [...registry.pages.values()].find((page) => page.kind === 'detail' && page.route === pathname);
  return byRoute ?? registry.pages.get(serverPage);
}
