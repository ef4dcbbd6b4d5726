import { findBusiness } from '../../../../engine/businesses/findBusiness';
import type { SchemaRegistry } from '../../../../engine/schemas/types';
import { stateAllows } from '../../../../engine/vocabulary/stateAllows';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { withQuery } from '../../../lib/api/client';
import { newReqseq } from '../../../lib/api/reqseq';

/** What the routes of an application depend on (a list card or getApply's proinst): the server's routing decision among them. */
export interface RecordRoute {
  id: string;
  djlx: string;
  qllx: string;
  appointment: string;
  shzt: number;
  prodefid?: string;
  /** The server's answer (decision 0043): the detail page, and the next step (/info/<fill page> or /upload). */
  detailPage: string;
  nextRoute: string;
}

/**
 * The application's detail page (spec 001 section 2.5) with its query: id, djlx, qllx, isSubmit
 * (whether its state allows submission, sections 4 and 9: the vocabulary's), appointment, reqseq.
 */
export function detailHref(record: RecordRoute, registry: SchemaRegistry): string {
  const route = registry.pages.get(record.detailPage)?.route ?? `/${record.detailPage}`;
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
 * appointment mode the upload page (query slsqId, appointment, djlx, qllx), as the server answered.
 */
export function editHref(record: RecordRoute, registry: SchemaRegistry): string {
  const common = { appointment: record.appointment, djlx: record.djlx, qllx: record.qllx };
  if (!record.nextRoute.startsWith('/info/')) return withQuery(record.nextRoute, { slsqId: record.id, ...common });
  const code = findBusiness(registry.catalogue, record.prodefid)?.business.code;
  return withQuery(record.nextRoute, { id: record.id, ...common, code });
}
