import type { Facts } from '../../../engine/conditions/types';
import { lookupSubformRoute } from '../../../engine/routing/lookupSubformRoute';
import type { PageConfig, PageSection, SchemaRegistry, SubformRouteEntry } from '../../../engine/schemas/types';

/**
 * The sub-form a fill page section opens, from the sub-form route table: its edit route with the
 * section's party type as the route's query `type` (an inline section is the page's own route).
 */
export function subformEntryFor(registry: SchemaRegistry, page: PageConfig, section: PageSection, facts: Facts): SubformRouteEntry | undefined {
  if (!registry.subformRoutes) return undefined;
  return lookupSubformRoute(registry.subformRoutes, section.editRoute ?? page.route, section.partyType ? { type: section.partyType } : {}, facts);
}
