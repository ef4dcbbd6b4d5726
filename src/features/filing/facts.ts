import { factsFromQuery } from '../../../engine/conditions/factsFromQuery';
import type { Facts } from '../../../engine/conditions/types';

/**
 * The facts the configuration's rules read on a filing page: the application's, as the server
 * decided them with its route (getApply's proinst.facts: business, region, mode, applicant type),
 * and validateUserInfo's qlxx_isshow, which is the citizen's, not the application's.
 */
export function flowFacts(served: Facts, qlxxIsShow?: unknown): Facts {
  return factsFromQuery({ ...served, qlxxIsShow });
}
