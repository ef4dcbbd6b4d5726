import { withQuery } from '../../lib/api/client';

/**
 * The query a filing page carries (spec 001 sections 2.1 to 2.4): the region and appointment mode
 * through the selection, then the application id (id on the fill pages, slsqId on sub-forms and
 * upload), its business (djlx, qllx, code) and the mode. Every page reads it the same way.
 */
export interface FlowQuery {
  id: string;
  appointment: string;
  djlx: string;
  qllx: string;
  code: string;
  xzqdm: string;
}

/** Reads the flow's query; the application id may come as id or slsqId, the mode defaults to 0. */
export function readFlowQuery(params: URLSearchParams): FlowQuery {
  return {
    id: params.get('id') ?? params.get('slsqId') ?? '',
    appointment: params.get('appointment') === '1' ? '1' : '0',
    djlx: params.get('djlx') ?? '',
    qllx: params.get('qllx') ?? '',
    code: params.get('code') ?? '',
    xzqdm: params.get('xzqdm') ?? '',
  };
}

/** A path with a query, leaving out empty values (a page reads a missing value as its default). */
export function pathWith(path: string, query: Record<string, string | undefined | null>): string {
  return withQuery(path, Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')));
}
