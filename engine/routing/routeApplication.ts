import { businessContext, type BusinessContext } from '../application/businessContext';
import type { ApplicationFacts } from '../application/types';
import type { SchemaRegistry } from '../schemas/types';
import { lookupRoute } from './lookupRoute';

/** Where an application is filled, shown and continued, with the facts that decided it. */
export interface ApplicationRoute extends BusinessContext {
  fillPage: string | undefined;
  detailPage: string | undefined;
  /** The citizen's next step after the notice: `/info/<fill page>`, or `/upload` in appointment mode. */
  nextRoute: string | undefined;
  /** Where the fill page continues (cancellation goes on to /upload). */
  then: string | undefined;
}

/**
 * The one routing decision of an application (spec 001 sections 2.3 and 4): its facts from what
 * is stored (business, region, appointment mode, applicant type) and from them, by the routing
 * table, its fill page, detail page and next step. The server answers these with the application;
 * the browser navigates by that answer and never decides a route itself.
 */
export function routeApplication(registry: SchemaRegistry, application: ApplicationFacts): ApplicationRoute {
  const context = businessContext(registry, application);
  if (!registry.routing) return { ...context, fillPage: undefined, detailPage: undefined, nextRoute: undefined, then: undefined };
  const decision = lookupRoute(registry.routing, context.facts);
  return { ...context, fillPage: decision.fillPage, detailPage: decision.detailPage, nextRoute: decision.path, then: decision.then };
}
