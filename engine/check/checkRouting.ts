import type { PageConfig, RoutingTable } from '../schemas/types';
import { checkConditionFacts } from './checkConditionFacts';
import { checkDetailCoverage } from './checkDetailCoverage';
import { checkRouteRef, type KnownRoutes } from './checkRouteRef';
import { pointer, type Problem } from './types';

/**
 * Every row of the routing table names an existing fill page and detail page, the fill page can
 * fill what the detail page lists, and the routes it goes on to exist.
 */
export function checkRouting(file: string, table: RoutingTable, pages: ReadonlyMap<string, PageConfig>, routes: KnownRoutes): Problem[] {
  const problems: Problem[] = [];
  const { present } = routes;
  problems.push(...checkRouteRef(file, table.appointment.route, '/appointment/route', routes));
  const page = (id: string, kind: 'fill' | 'detail', at: string) => {
    const found = pages.get(id) ?? (present.pages.has(id) ? { kind: present.pages.get(id) } : undefined);
    if (!found) problems.push({ file, pointer: at, reason: `unknown ${kind} page "${id}" (no schemas/pages/${kind}/${id}.json)` });
    else if (found.kind !== kind) problems.push({ file, pointer: at, reason: `page "${id}" is a ${found.kind} page, not a ${kind} page` });
  };
  problems.push(...checkConditionFacts(file, table.appointment.when, '/appointment/when'));
  for (const [name, condition] of Object.entries(table.conditions ?? {})) problems.push(...checkConditionFacts(file, condition, pointer('conditions', name)));
  table.rows.forEach((row, index) => {
    page(row.fill, 'fill', pointer('rows', index, 'fill'));
    page(row.detail, 'detail', pointer('rows', index, 'detail'));
    problems.push(...checkRouteRef(file, row.then, pointer('rows', index, 'then'), routes));
    problems.push(...checkConditionFacts(file, row.when, pointer('rows', index, 'when')));
  });
  page(table.fallback.fill, 'fill', '/fallback/fill');
  page(table.fallback.detail, 'detail', '/fallback/detail');
  const seen = new Set<string>();
  for (const pair of [...table.rows, table.fallback]) {
    const fill = pages.get(pair.fill);
    const detail = pages.get(pair.detail);
    if (!fill || !detail || seen.has(`${fill.id} ${detail.id}`)) continue;
    seen.add(`${fill.id} ${detail.id}`);
    problems.push(...checkDetailCoverage(fill, detail));
  }
  return problems;
}
