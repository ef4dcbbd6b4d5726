import { factsFromQuery } from '../../../../engine/conditions/factsFromQuery';
import type { Facts } from '../../../../engine/conditions/types';
import { findBusiness } from '../../../../engine/businesses/findBusiness';
import { lookupRoute } from '../../../../engine/routing/lookupRoute';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import { stateAllows } from '../../../../engine/vocabulary/stateAllows';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
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

export function factsOf(record: RecordFacts, registry: SchemaRegistry): Facts {
  const business = findBusiness(registry.catalogue, record.prodefid)?.business;
  return factsFromQuery({ ...record, yhlx: business?.yhlx });
}

/**
 * The application's detail page (spec 001 section 2.5) with its query: id, djlx, qllx, isSubmit
 * (whether its state allows submission, sections 4 and 9: the vocabulary's), appointment, reqseq.
 */
export function detailHref(record: RecordFacts, registry: SchemaRegistry): string {
  const decision = lookupRoute(registry.routing!, factsOf(record, registry));
  const route = registry.pages.get(decision.detailPage)?.route ?? `/${decision.detailPage}`;
  return withQuery(route, {
    id: record.id,
    djlx: record.djlx,
    qllx: record.qllx,
    isSubmit: String(stateAllows(vocabularyOf(registry), record.shzt, 'submit')),
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
