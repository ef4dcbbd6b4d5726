import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { rightsKeyOf } from '../../../engine/vocabulary/rightsKeyOf';
import { vocabulary } from '../schemas/vocabulary';
import type { ApplicationRow, StoredRecord } from './repository';
import { rejectionText } from './rejectionText';
import { isEditable, isRejected, showsCreated } from './states';

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
    prostart: formatDateTime(showsCreated(app.shzt) ? app.created_at : (app.submitted_at ?? app.created_at)),
    user_name: app.user_name,
    pro_slxmsh: { sh_xmsl_yj: app.sh_xmsl_yj, sh_qjdc_yj: app.sh_qjdc_yj },
    /** The opinions as the citizen reads them (the server joins them; the pages show this). */
    rejection: rejectionText(isRejected(app.shzt), [app.sh_xmsl_yj, app.sh_qjdc_yj]),
    fillPage: pages.fillPage ?? null,
    detailPage: pages.detailPage ?? null,
    editable: isEditable(app.shzt),
  };
}

/** A party as stored, with its id under the vocabulary's party key (sqr_id) and its party type (sqr_lx) on top. */
export const partyView = (party: StoredRecord & { sqr_lx: string }) => ({ ...party.data, [vocabulary().records.partyKey]: party.id, sqr_lx: party.sqr_lx });

/** A unit or rights record as stored, with its id under the vocabulary's record key. */
export const recordView = (record: StoredRecord) => ({ ...record.data, [vocabulary().records.key]: record.id });

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
    qlxxInfo[rightsKeyOf(vocabulary(), rights.form_id)] = recordView(rights);
  }
  return { sqrs, units, qlxxInfo, stored };
}
