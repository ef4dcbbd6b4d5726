import type { SchemaRegistry } from '../schemas/types';
import { pageKindOfPath } from './pageKindOfPath';

/** The specification's bare detail route names no page: it shows the application's own detail page. */
const GENERIC_DETAIL_ROUTE = '/applyDetail';

/**
 * A route the configuration makes: a fill or detail page's route, a sub-form route or its
 * read-only route, a record preview a page's section links to (/dyqD is offered by the detail
 * pages only), or the generic detail route. What the pattern routes show; any other path of those
 * shapes is the 404 page.
 */
export function isConfiguredRoute(registry: Pick<SchemaRegistry, 'pages' | 'subformRoutes'>, pathname: string): boolean {
  if (pathname === GENERIC_DETAIL_ROUTE) return true;
  const preview = pageKindOfPath(pathname) === 'preview';
  for (const page of registry.pages.values()) {
    if (page.route === pathname) return true;
    if (preview && page.sections.some((section) => section.viewRoute === pathname || section.previewRoute === pathname)) return true;
  }
  return (registry.subformRoutes?.routes ?? []).some((entry) => entry.route === pathname || entry.readonlyRoute === pathname);
}
