import type { BusinessCatalogue, RoutingTable } from '../schemas/types';
import { pointer, type Problem } from './types';

const matches = (value: string, pattern: string) => pattern === '*' || pattern === value;

/**
 * Every business of the catalogue has a row of its own in the routing table: without one its
 * citizens land on the generic fallback pages, which no business was configured for. A row
 * counts when its djlx and qllx match the business's ("*" matches any), whatever its condition.
 * A row whose djlx or qllx is not a code of its dictionary (DJLX, QLLX) never matches anything.
 */
export function checkBusinessRoutes(
  file: string,
  table: RoutingTable,
  catalogue: BusinessCatalogue | undefined,
  codesOf: (reference: string) => ReadonlySet<string> | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const lists = [['djlx', 'DJLX'], ['qllx', 'QLLX']] as const;
  table.rows.forEach((row, index) => {
    for (const [key, list] of lists) {
      const codes = codesOf(list);
      if (codes && row[key] !== '*' && !codes.has(row[key])) problems.push({ file, pointer: pointer('rows', index, key), reason: `"${row[key]}" is not a code of ${list}: the row never matches` });
    }
  });
  for (const business of catalogue?.parents.flatMap((parent) => parent.Prodefs) ?? []) {
    if (table.rows.some((row) => matches(business.djlx, row.djlx) && matches(business.qllx, row.qllx))) continue;
    problems.push({ file, pointer: '/rows', reason: `business "${business.id}" (djlx ${business.djlx}, qllx ${business.qllx}) has no row of its own: its citizens would get the generic fallback pages` });
  }
  return problems;
}
