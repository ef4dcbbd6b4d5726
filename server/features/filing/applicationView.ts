import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { ConfigVersion } from '../schemas/schemaVersions';
import type { ApplicationRow, StoredRecord } from './repository';
import { isEditable } from './states';

/** The application itself (proinst of spec 001 section 3) as getApply and the list show it. */
export function proinstView(app: ApplicationRow, pages: { fillPage?: string | undefined; detailPage?: string | undefined } = {}) {
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
    prostart: formatDateTime(app.shzt === -1 ? app.created_at : (app.submitted_at ?? app.created_at)),
    user_name: app.user_name,
    pro_slxmsh: { sh_xmsl_yj: app.sh_xmsl_yj, sh_qjdc_yj: app.sh_qjdc_yj },
    fillPage: pages.fillPage ?? null,
    detailPage: pages.detailPage ?? null,
    editable: isEditable(app.shzt),
  };
}

/**
 * The configuration version an application is shown and checked with (its own once submitted),
 * whether that is the served one (else the browser loads that version's configuration), and what
 * the last migration of a draft asks the citizen to review.
 */
export function versionView(app: ApplicationRow, version: ConfigVersion & { current: boolean }) {
  return {
    configVersion: { number: version.number, hash: version.hash, current: version.current },
    configReview: isEditable(app.shzt) ? app.config_review : [],
  };
}

/** A party as stored, with its id and party type (sqr_id, sqr_lx) on top. */
export const partyView = (party: StoredRecord & { sqr_lx: string }) => ({ ...party.data, sqr_id: party.id, sqr_lx: party.sqr_lx });

/** A unit or rights record as stored, with its id. */
export const recordView = (record: StoredRecord) => ({ ...record.data, id: record.id });

/** The key of a rights record in getApply's qlxxInfo: its form id in capitals (DYQXX, YGQLXX, ZXDJ, ...). */
export const qlxxKey = (formId: string): string => formId.toUpperCase();

/** Everything under an application as getApply answers it. */
export function recordsView(records: {
  parties: Array<StoredRecord & { sqr_lx: string }>;
  units: StoredRecord[];
  rights: StoredRecord[];
}) {
  const stored: Record<string, { formId: string; schemaVersion: number }> = {};
  const remember = (record: StoredRecord) => {
    stored[record.id] = { formId: record.form_id, schemaVersion: record.schema_version };
  };
  const sqrs = records.parties.map((party) => (remember(party), partyView(party)));
  const units = records.units.map((unit) => (remember(unit), recordView(unit)));
  const qlxxInfo: Record<string, Record<string, unknown>> = {};
  for (const rights of records.rights) {
    remember(rights);
    qlxxInfo[qlxxKey(rights.form_id)] = recordView(rights);
  }
  return { sqrs, units, qlxxInfo, stored };
}
