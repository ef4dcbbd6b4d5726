import type { Facts } from './types';

function flag(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return !(value === false || value === 0 || value === '0' || value === 'false');
}

/**
 * The facts rules read, from a page's query (djlx, qllx, appointment, ...) and what the app knows
 * (region code xzqdm, the business's applicant type yhlx, validateUserInfo's data.qlxx_isshow).
 * Text everywhere except qlxxIsShow (a flag) and rowCount (a number). Two sources are ignored on
 * purpose: the signed-in account's usertype (a company applicant on 100/23 is the business's
 * choice, its yhlx in the catalogue: L50) and the query's `id` (on fill and detail pages it is the
 * application id, L39; the business comes from the stored application).
 */
export function factsFromQuery(source: Record<string, unknown>): Facts {
  const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));
  return {
    djlx: text(source.djlx),
    qllx: text(source.qllx),
    region: text(source.region ?? source.xzqdm),
    appointment: text(source.appointment),
    applicantType: text(source.applicantType ?? source.yhlx),
    partyType: text(source.partyType ?? source.type),
    qlxxIsShow: flag(source.qlxxIsShow ?? source.qlxx_isshow),
    prodefid: text(source.prodefid),
    yhlx: text(source.yhlx),
    shzt: text(source.shzt),
    kyy: text(source.kyy),
    rowCount: typeof source.rowCount === 'number' ? source.rowCount : undefined,
  };
}
