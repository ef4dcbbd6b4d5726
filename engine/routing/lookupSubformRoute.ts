import { evaluateCondition } from '../conditions/evaluateCondition';
import type { Facts } from '../conditions/types';
import type { SubformRouteEntry, SubformRouteTable } from '../schemas/types';

export type RouteQuery = Readonly<Record<string, unknown>>;

function queryMatches(wanted: SubformRouteEntry['query'], query: RouteQuery): boolean {
  for (const [name, value] of Object.entries(wanted ?? {})) {
    const actual = query[name];
    if (actual === undefined || actual === null || actual === '') return false;
    if (value !== '*' && String(actual) !== value) return false;
  }
  return true;
}

/**
 * The sub-form a route opens (spec 001 section 2.3): the first entry of the table whose route,
 * query values and condition over the application's facts match — the form (or variant group),
 * its savetype, the party type it saves and its read-only route. Undefined when none matches
 * (for example /info/person without a `type`: a party is never silently a right holder).
 */
export function lookupSubformRoute(table: SubformRouteTable, route: string, query: RouteQuery = {}, facts: Facts = {}): SubformRouteEntry | undefined {
  return table.routes.find((entry) => entry.route === route && queryMatches(entry.query, query) && evaluateCondition(entry.when, { facts }));
}
