import { factsFromQuery } from '../../../engine/conditions/factsFromQuery';
import type { Facts } from '../../../engine/conditions/types';
import type { FlowQuery } from './flowQuery';

/**
 * The facts the configuration's rules read on a filing page: the business (djlx, qllx), the mode,
 * the region (the application's, else the user's), the account type (a company applicant) and
 * validateUserInfo's qlxx_isshow.
 */
export function flowFacts(query: FlowQuery, extra: { region?: string; usertype?: unknown; prodefid?: string; qlxxIsShow?: unknown } = {}): Facts {
  return factsFromQuery({
    djlx: query.djlx,
    qllx: query.qllx,
    appointment: query.appointment,
    region: extra.region || query.xzqdm || undefined,
    usertype: extra.usertype,
    prodefid: extra.prodefid,
    qlxxIsShow: extra.qlxxIsShow,
  });
}
