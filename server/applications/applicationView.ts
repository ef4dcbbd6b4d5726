import { formatDateTime } from '../../engine/dates/formatDateTime';
import type { ConfigVersion } from '../schemas/schemaVersions';
import type { ApplicationRoute } from '../../engine/routing/routeApplication';
import { rightsKeyOf } from '../../engine/vocabulary/rightsKeyOf';
import type { Vocabulary } from '../../engine/vocabulary/types';
import type { ApplicationRow, StoredRecord } from './repository';
import { rejectionText } from './rejectionText';
import type { ApplicationStates } from './states';

/** The engine's routing decision for an application (routeApplication), as the browser navigates by it. */
export type RouteView = Pick<ApplicationRoute, 'facts' | 'fillPage' | 'detailPage' | 'nextRoute' | 'then'>;

/** Where the application is filled, shown and continued: the answer the browser navigates by (decision 0043). */
export const routeView = (route: RouteView) => ({
  fillPage: route.fillPage ?? null,
  detailPage: route.detailPage ?? null,
  nextRoute: route.nextRoute ?? null,
  then: route.then ?? null,
});

/** The application itself (proinst of spec 001 section 3) as getApply and saveProinstData show it, with its route and facts. */
export function proinstView(states: ApplicationStates, app: ApplicationRow, route: RouteView) {
  return {
    id: app.id,
    prodefid: app.prodefid,
    name: app.name,
    shzt: app.shzt,
    appointment: app.appointment,
    djlx: app.djlx,
    qllx: app.qllx,
    prolsh: app.prolsh,
    kyy: app.kyy,
    areaname: app.areaname,
    areacode: app.xzqdm,
    xzqdm: app.xzqdm,
    czfs: app.czfs,
    // A draft shows when it was created, anything later when it was submitted (section 4).
    prostart: formatDateTime(states.showsCreated(app.shzt) ? app.created_at : (app.submitted_at ?? app.created_at)),
    user_name: app.user_name,
    pro_slxmsh: { sh_xmsl_yj: app.sh_xmsl_yj, sh_qjdc_yj: app.sh_qjdc_yj },
    /** The opinions as the citizen reads them (the server joins them; the pages show this). */
    rejection: rejectionText(states.isRejected(app.shzt), [app.sh_xmsl_yj, app.sh_qjdc_yj]),
    /** The opinion asks for corrections (补正), not a refusal: the pages say so and what to do (issue 27). */
    correction: states.isCorrection(app.shzt),
    ...routeView(route),
    /** The facts the configuration's rules read for this application: those that decided its route, and its state. */
    facts: { ...route.facts, shzt: String(app.shzt), kyy: String(app.kyy) },
    editable: states.isEditable(app.shzt),
  };
}

/**
 * The configuration version an application is shown and checked with (its own once submitted),
 * whether that is the served one (else the browser loads that version's configuration), and what
 * the last migration of a draft asks the citizen to review.
 */
export function versionView(states: ApplicationStates, app: ApplicationRow, version: ConfigVersion & { current: boolean }) {
  return {
    configVersion: { number: version.number, hash: version.hash, current: version.current },
    configReview: states.isEditable(app.shzt) ? app.config_review : [],
  };
}

/** A party as stored, with its id under the vocabulary's party key (sqr_id) and its party type (sqr_lx) on top. */
export const partyView = (vocabulary: Vocabulary, party: StoredRecord & { sqr_lx: string }) => ({ ...party.data, [vocabulary.records.partyKey]: party.id, sqr_lx: party.sqr_lx });

/** A unit or rights record as stored, with its id under the vocabulary's record key. */
export const recordView = (vocabulary: Vocabulary, record: StoredRecord) => ({ ...record.data, [vocabulary.records.key]: record.id });

/** Everything under an application as getApply answers it. */
export function recordsView(vocabulary: Vocabulary, records: {
  parties: Array<StoredRecord & { sqr_lx: string }>;
  units: StoredRecord[];
  rights: StoredRecord[];
}) {
  const stored: Record<string, { formId: string; schemaVersion: number }> = {};
  const remember = (record: StoredRecord) => {
    stored[record.id] = { formId: record.form_id, schemaVersion: record.schema_version };
  };
  const sqrs = records.parties.map((party) => (remember(party), partyView(vocabulary, party)));
  const units = records.units.map((unit) => (remember(unit), recordView(vocabulary, unit)));
  const qlxxInfo: Record<string, Record<string, unknown>> = {};
  for (const rights of records.rights) {
    remember(rights);
    qlxxInfo[rightsKeyOf(vocabulary, rights.form_id)] = recordView(vocabulary, rights);
  }
  return { sqrs, units, qlxxInfo, stored };
}
