import type { Facts } from './types';

function flag(value: unknown): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return !(value === false || value === 0 || value === '0' || value === 'false');
}

/**
 * The facts rules read, from a page's query (djlx, qllx, appointment, ...) and what the app knows
 * (region code xzqdm, the user's type, validateUserInfo's data.qlxx_isshow). Text everywhere
 * except qlxxIsShow (a flag) and rowCount (a number).
 */
export function factsFromQuery(source: Record<string, unknown>): Facts {
  const text = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value));
  return {
    djlx: text(source.djlx),
    qllx: text(source.qllx),
    region: text(source.region ?? source.xzqdm),
    appointment: text(source.appointment),
    applicantType: text(source.applicantType ?? source.usertype),
    partyType: text(source.partyType ?? source.type),
    qlxxIsShow: flag(source.qlxxIsShow ?? source.qlxx_isshow),
    prodefid: text(source.prodefid ?? source.id),
    yhlx: text(source.yhlx),
    shzt: text(source.shzt),
    rowCount: typeof source.rowCount === 'number' ? source.rowCount : undefined,
  };
}
