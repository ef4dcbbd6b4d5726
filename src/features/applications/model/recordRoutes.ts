import { factsFromQuery } from '../../../../engine/conditions/factsFromQuery';
import type { Facts } from '../../../../engine/conditions/types';
import { findBusiness } from '../../../../engine/businesses/findBusiness';
import { lookupRoute } from '../../../../engine/routing/lookupRoute';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import { withQuery } from '../../../lib/api/client';
import { newReqseq } from '../../../lib/api/reqseq';

/** What the routes of an application depend on (a list card or getApply's proinst). */
export interface RecordFacts {
  id: string;
  djlx: string;
  qllx: string;
  appointment: string;
  xzqdm: string;
  shzt: number;
  prodefid?: string;
}

/** Spec 001 sections 4 and 9: an application can be submitted unless shzt is 0, 10, 20 or 30. */
export const LOCKED_SHZT: readonly number[] = [0, 10, 20, 30];

export function factsOf(record: RecordFacts, registry: SchemaRegistry): Facts {
  const business = findBusiness(registry.catalogue, record.prodefid)?.business;
  return factsFromQuery({ ...record, yhlx: business?.yhlx });
}

/** The application's detail page (spec 001 section 2.5) with its query: id, djlx, qllx, isSubmit, appointment, reqseq. */
export function detailHref(record: RecordFacts, registry: SchemaRegistry): string {
  const decision = lookupRoute(registry.routing!, factsOf(record, registry));
  const route = registry.pages.get(decision.detailPage)?.route ?? `/${decision.detailPage}`;
  return withQuery(route, {
    id: record.id,
    djlx: record.djlx,
    qllx: record.qllx,
    isSubmit: String(!LOCKED_SHZT.includes(record.shzt)),
    appointment: record.appointment,
    reqseq: newReqseq(),
  });
}

/**
 * 查看修改: the fill page of the business (query id, appointment, djlx, qllx, code), or in
 * appointment mode the upload page (query slsqId, appointment, djlx, qllx), as the routing table says.
 */
export function editHref(record: RecordFacts, registry: SchemaRegistry): string {
  const decision = lookupRoute(registry.routing!, factsOf(record, registry));
  const common = { appointment: record.appointment, djlx: record.djlx, qllx: record.qllx };
  if (!decision.path.startsWith('/info/')) return withQuery(decision.path, { slsqId: record.id, ...common });
  const code = findBusiness(registry.catalogue, record.prodefid)?.business.code;
  return withQuery(decision.path, { id: record.id, ...common, code });
}
