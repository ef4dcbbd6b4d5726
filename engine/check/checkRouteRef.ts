import { isConfiguredRoute } from '../pages/isConfiguredRoute';
import { pageKindOfPath } from '../pages/pageKindOfPath';
import type { SchemaRegistry } from '../schemas/types';
import type { PresentIds } from './presentIds';
import type { Problem } from './types';

export interface KnownRoutes {
  registry: Pick<SchemaRegistry, 'pages' | 'subformRoutes'>;
  present: PresentIds;
  /** The route names of the screens in code (schemas/app/pages.json). */
  screens: ReadonlySet<string>;
  /** The paths of the screens whose path takes a parameter (a pages.json entry's `path`, as /gov/:type). */
  screenPaths?: readonly string[];
}

/** Whether a path fills a screen's path pattern: same segments, a `:name` segment taking any one. */
function fillsPattern(path: string, pattern: string): boolean {
  const given = path.split('/');
  const wanted = pattern.split('/');
  return given.length === wanted.length && wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]));
}

/**
 * Why an in-app path names no page, or undefined when it names one. A path of a configured page's
 * shape (engine/pages/pageKindOfPath) must be made by the configuration (a page, possibly one whose
 * file is broken and reports itself, a sub-form route or a read-only route, unless the sub-form
 * route table is itself broken or missing); any other path must
 * end in the name of a screen in app/pages.json ("/" is home) or fill the path of one that takes a
 * parameter (/gov/tzgg). The query is not looked at.
 */
export function routeRefProblem(route: string, known: KnownRoutes): string | undefined {
  const path = route.split('?')[0] ?? '';
  if (pageKindOfPath(path)) {
    const pageId = path.split('/').pop() ?? '';
    // Without a sound sub-form route table, that table's own problem is the one reported.
    if (!known.registry.subformRoutes || isConfiguredRoute(known.registry, path) || known.present.pages.has(pageId)) return undefined;
    return `unknown page "${path}" (no page, sub-form route or read-only route of schemas/ makes it)`;
  }
  const name = path === '/' ? 'home' : (path.split('/').pop() ?? '');
  if (known.screenPaths?.some((pattern) => fillsPattern(path, pattern))) return undefined;
  return known.screens.has(name) ? undefined : `unknown page "${path}" (no configured page, and no screen "${name}" in app/pages.json)`;
}

/** The problem of an address at a JSON pointer of a file, if it names no page (none for an absent address). */
export function checkRouteRef(file: string, route: string | undefined, at: string, known: KnownRoutes): Problem[] {
  const reason = route === undefined ? undefined : routeRefProblem(route, known);
  return reason ? [{ file, pointer: at, reason }] : [];
}
