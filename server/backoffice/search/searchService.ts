import { findStage } from '../../../engine/workflow/findStage';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import type { Locale } from '../../../engine/i18n/translate';
import type { BusinessCatalogue, WorkflowConfig } from '../../../engine/schemas/types';
import type { SearchAnswer, SearchOptions, SearchRow } from '../../../engine/contract/staff/search';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import type { FilingRegistry } from '../../registry/filing/filingRegistry';
import { audit, type AuditActor } from '../shared/audit';
import { partiesOf, searchApplications, type SearchFilter } from './searchRepository';

/** The criteria a member searches by: the repository's filter without the page's cursor and size, or a tab's member. */
export type SearchCriteria = Omit<SearchFilter, 'after' | 'limit' | 'actedBy' | 'claimedBy'>;

export interface SearchDeps {
  db: Db;
  workflow: () => WorkflowConfig;
  catalogue: () => BusinessCatalogue | undefined;
  /** The registry's region dictionary: the served region with its cities and districts. */
  regions: () => ReturnType<FilingRegistry['regions']['list']>;
}

const PAGE = 50;
/** An ID number as written on the card: a masked one (1304****1231) or one with other signs is no search. */
const WHOLE_NUMBER = /^[0-9A-Z]{8,30}$/;

/** A region code as the prefix of the codes under it: 130400 the city (1304…), 130403 the district itself. */
const regionPrefix = (code: string) => code.replace(/(?:00)+$/, '') || code;

/**
 * The back office's search (docs/decisions/0089): every application in any stage or state by its
 * keys, a page at a time; each search is audited with its criteria (ID numbers masked as the audit
 * log masks everything it keeps). And the work queue's two tabs, 已办 and 我的认领, on the same rows.
 */
export function createSearchService(deps: SearchDeps) {
  const page = async (filter: SearchFilter): Promise<SearchAnswer> => {
    const found = await searchApplications(deps.db, { ...filter, limit: filter.limit + 1 });
    const rows = found.slice(0, filter.limit);
    const parties = await partiesOf(
      deps.db,
      rows.map((row) => row.id),
    );
    const last = found.length > filter.limit ? rows.at(-1) : undefined;
    return {
      rows: rows.map(({ cursor_at: _cursor, suspended_at, submitted_at, ...row }): SearchRow => {
        const stage = findStage(deps.workflow(), row.stage);
        return {
          ...row,
          stageName: stage?.name ?? row.stage,
          stageNameEn: stage?.nameEn ?? row.stage,
          suspended: Boolean(suspended_at),
          submitted_at: submitted_at?.toISOString() ?? null,
          parties: parties.filter((party) => party.application_id === row.id).map((party) => ({ name: party.name ?? '', idNumber: maskIdNumber(party.idNumber) })),
        };
      }),
      next: last ? `${last.cursor_at}|${last.id}` : null,
    };
  };

  const cursor = (after: string | undefined) => {
    if (!after) return undefined;
    const at = after.split('|')[0]!;
    return { at, id: after.slice(at.length + 1) };
  };

  return {
    /** A search by the member's criteria, audited (an entry per search, also per page: each is a read of the register's people). */
    async search(actor: AuditActor, criteria: SearchCriteria, after?: string) {
      if (criteria.from && criteria.to && criteria.from >= criteria.to) refuseStaff('invalid', 'staff.search.dateOrder');
      if (criteria.idNumber && !WHOLE_NUMBER.test(criteria.idNumber)) refuseStaff('invalid', 'staff.search.idNumberWhole');
      if (criteria.stage && !findStage(deps.workflow(), criteria.stage)) refuseStaff('invalid', 'staff.search.unknownStage');
      const answer = await page({ ...criteria, region: criteria.region && regionPrefix(criteria.region), after: cursor(after), limit: PAGE });
      // The ID number masked whatever it looks like (the audit log masks only what reads as one).
      const asked = Object.fromEntries(Object.entries({ ...criteria, idNumber: criteria.idNumber && maskIdNumber(criteria.idNumber), from: criteria.from?.toISOString(), to: criteria.to?.toISOString(), after }).filter(([, value]) => value !== undefined));
      await audit.record(deps.db, actor, { action: 'search.applications', target: null, after: { criteria: asked, found: answer.rows.length } });
      return answer;
    },

    /** 已办: the cases this member took a step on (the trail names them); 我的认领: those whose claim they hold. */
    mine(member: { id: string; username: string }, tab: 'acted' | 'claimed', after?: string) {
      return page({ ...(tab === 'acted' ? { actedBy: member.username } : { claimedBy: member.id }), after: cursor(after), limit: PAGE });
    },

    /** The pickers' names: the catalogue's businesses, the region dictionary's places, the workflow's stages. */
    async options(locale: Locale): Promise<SearchOptions> {
      const en = locale === 'en';
      const businesses = (deps.catalogue()?.parents ?? []).flatMap((parent) => parent.Prodefs.map((business) => ({ id: business.id, name: (en && business.prodef_nameEn) || business.prodef_name })));
      const region = await deps.regions();
      const places = region ? [region, ...region.cityxzq.flatMap((city) => [city, ...city.districtxzq])] : [];
      const regions = [...new Map(places.map((place) => [place.xzqdm, { code: place.xzqdm, name: place.xzqmc }])).values()];
      const stages = deps.workflow().stages.map((stage) => ({ id: stage.id, name: stage.name, nameEn: stage.nameEn ?? stage.id }));
      return { businesses: [...new Map(businesses.map((business) => [business.id, business])).values()], regions, stages };
    },
  };
}
