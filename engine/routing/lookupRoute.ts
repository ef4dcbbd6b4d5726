import { evaluateCondition } from '../conditions/evaluateCondition';
import type { Facts } from '../conditions/types';
import type { RoutingRow, RoutingTable } from '../schemas/types';

export interface RouteDecision {
  /** Where the citizen goes next: `/info/<fill page>`, or `/upload` in appointment mode. */
  path: string;
  fillPage: string;
  detailPage: string;
  /** Where the fill page continues (cancellation goes on to /upload). */
  then?: string;
  row: RoutingRow | undefined;
}

function matches(value: string, pattern: string): boolean {
  return pattern === '*' || value === pattern;
}

/**
 * The rights-info routing of spec 001 section 4: djlx/qllx (plus a row's condition, e.g. the
 * company applicant on 100/23) pick the fill and detail pages; appointment mode goes to /upload.
 */
export function lookupRoute(table: RoutingTable, facts: Facts): RouteDecision {
  const djlx = facts.djlx === undefined || facts.djlx === null ? '' : String(facts.djlx);
  const qllx = facts.qllx === undefined || facts.qllx === null ? '' : String(facts.qllx);
  const row = table.rows.find((candidate) => matches(djlx, candidate.djlx) && matches(qllx, candidate.qllx) && evaluateCondition(candidate.when, { facts }));
  const fillPage = row?.fill ?? table.fallback.fill;
  const detailPage = row?.detail ?? table.fallback.detail;
  const appointment = evaluateCondition(table.appointment.when, { facts });
  return { path: appointment ? table.appointment.route : `/info/${fillPage}`, fillPage, detailPage, then: row?.then, row };
}
