import type { Facts } from '../../engine/conditions/types';
import type { ApplicationFacts } from '../../engine/application/types';
import type { Locale } from '../../engine/i18n/translate';
import { resolvePageSections } from '../../engine/pages/resolvePageSections';
import { lookupRoute } from '../../engine/routing/lookupRoute';
import { routeApplication } from '../../engine/routing/routeApplication';
import type { PageSection, SchemaRegistry } from '../../engine/schemas/types';
import type { SchemaService } from '../schemas/service';
import type { ApplicationRow } from './repository';

/** What the engine reads of an application: its STORED facts, never the client's. */
export const storedFacts = (app: ApplicationRow): ApplicationFacts & { id: string } => ({
  id: app.id,
  prodefid: app.prodefid,
  djlx: app.djlx,
  qllx: app.qllx,
  xzqdm: app.xzqdm,
  appointment: app.appointment,
  applicantType: app.applicant_type ?? undefined,
});

/**
 * What the configuration says about one application: its fill and detail pages, which parties,
 * units and rights its fill page takes, and the engine's check of a sub-form save.
 */
export function createApplicationForms(schemas: SchemaService) {
  const registry = () => schemas.snapshot().registry;

  /** getTypeByInfo: the routing table's pages for facts the caller names (cancellation continues to /upload: `then`). */
  const pagesForFacts = (facts: Facts) => {
    const table = registry().routing;
    if (!table) return { fillPage: undefined, detailPage: undefined, then: undefined };
    const { fillPage, detailPage, then } = lookupRoute(table, facts);
    return { fillPage, detailPage, then };
  };

  /**
   * The engine's one routing decision for a stored application: its facts, pages and next step
   * (what the browser navigates by), by the served configuration unless told another (a
   * submitted application's own version).
   */
  const routeFor = (app: ApplicationRow, configuration: SchemaRegistry = registry()) => routeApplication(configuration, storedFacts(app));

  /** The savetype a rights section saves with: its own, else its form's in the sub-form route table. */
  const savetypeOf = (section: PageSection) =>
    section.savetype ?? registry().subformRoutes?.routes.find((entry) => entry.form === section.form && entry.savetype)?.savetype;

  /** The visible section of the application's fill page that matches (none in appointment mode). */
  const section = (app: ApplicationRow, match: (section: PageSection) => boolean): PageSection | undefined => {
    const { fillPage, facts } = routeFor(app);
    const page = fillPage ? registry().pages.get(fillPage) : undefined;
    return page ? resolvePageSections(page, { facts }).find((view) => match(view.section))?.section : undefined;
  };

  return {
    routeFor,
    pagesForFacts,

    /** getYwConfig: a business of the catalogue with the pages it is filled and shown on. */
    businessConfig(prodefid: string) {
      const route = routeApplication(registry(), { prodefid });
      if (!route.business) return undefined;
      const { id, prodef_name: name, djlx, qllx, yhlx, code, titleConfig } = route.business;
      return { prodefid: id, name, djlx, qllx, yhlx, code, titleConfig, fillPage: route.fillPage, detailPage: route.detailPage, then: route.then };
    },
    partySection: (app: ApplicationRow, sqrLx: string) => section(app, (s) => s.kind === 'party' && s.partyType === sqrLx),
    unitSection: (app: ApplicationRow) => section(app, (s) => s.kind === 'units'),
    rightsSection: (app: ApplicationRow, savetype: string) => section(app, (s) => s.kind === 'rights' && savetypeOf(s) === savetype),

    /** The engine's save check (schema service saveForm) with the application's stored facts. */
    save(app: ApplicationRow, target: { formId: string; partyType?: string } | { route: string; query: Record<string, string> }, payload: unknown, locale: Locale) {
      return schemas.saveForm({ ...target, payload, application: storedFacts(app), locale });
    },
  };
}

export type ApplicationForms = ReturnType<typeof createApplicationForms>;
