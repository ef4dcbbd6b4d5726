import type { PageConfig, RoutingTable } from '../schemas/types';
import { checkConditionFacts } from './checkConditionFacts';
import type { PresentIds } from './presentIds';
import { pointer, type Problem } from './types';

/** Every row of the routing table names an existing fill page and detail page. */
export function checkRouting(file: string, table: RoutingTable, pages: ReadonlyMap<string, PageConfig>, present: PresentIds): Problem[] {
  const problems: Problem[] = [];
  const page = (id: string, kind: 'fill' | 'detail', at: string) => {
    const found = pages.get(id) ?? (present.pages.has(id) ? { kind: present.pages.get(id) } : undefined);
    if (!found) problems.push({ file, pointer: at, reason: `unknown ${kind} page "${id}" (no schemas/pages/${kind}/${id}.json)` });
    else if (found.kind !== kind) problems.push({ file, pointer: at, reason: `page "${id}" is a ${found.kind} page, not a ${kind} page` });
  };
  problems.push(...checkConditionFacts(file, table.appointment.when, '/appointment/when'));
  table.rows.forEach((row, index) => {
    page(row.fill, 'fill', pointer('rows', index, 'fill'));
    page(row.detail, 'detail', pointer('rows', index, 'detail'));
    problems.push(...checkConditionFacts(file, row.when, pointer('rows', index, 'when')));
  });
  page(table.fallback.fill, 'fill', '/fallback/fill');
  page(table.fallback.detail, 'detail', '/fallback/detail');
  return problems;
}
