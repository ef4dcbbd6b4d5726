import { attachmentGroupsFor } from '../../../engine/attachments/attachmentGroupsFor';
import { materialGroups } from '../../../engine/attachments/materialGroups';
import type { ConfirmationState } from '../../../engine/contract/confirmations';
import type { PartnerApplication, PartnerRow } from '../../../engine/contract/staff/partner';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { Locale } from '../../../engine/i18n/translate';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { toReadonlyRows } from '../../../engine/readonly/toReadonlyRows';
import { formForId } from '../../../engine/schemas/formForId';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import type { SchemaRegistry } from '../../../engine/schemas/types';
import type { ApplicationRow, StoredRecord } from '../../applications/repository';
import type { ApplicationStates } from '../../applications/states';

/** A stored record as its form shows it read-only, every ID and mobile number in it masked. */
export function recordSection(registry: SchemaRegistry, record: StoredRecord, locale: Locale) {
  const form = formForId(registry, record.form_id, record.data);
  if (!form) return { title: record.form_id, rows: [] };
  const rows = toReadonlyRows(resolveForm(form, registry.dictionaries), record.data, { locale })
    .filter((row) => row.text !== '')
    .map((row) => ({ label: row.label, text: maskSensitiveText(row.text) }));
  return { title: (locale === 'en' ? form.titleEn : undefined) ?? form.title, rows };
}

const stateText = (states: ApplicationStates, shzt: number, locale: Locale) => {
  const { title, titleEn } = states.stateTitle(shzt);
  return locale === 'en' ? titleEn : title;
};

// The column 缮证 writes the proof or certificate number to (issue 29): added by another change,
// its name agreed when both meet. Read by name so that a row without it reads as none.
const PROOF_NUMBER_COLUMN = 'proof_number';

/** The proof or certificate number the application carries after 缮证, or null. */
export function proofNumberOf(app: object): string | null {
  const value = (app as Record<string, unknown>)[PROOF_NUMBER_COLUMN];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * A row of the partner's list: the business, its number, place, filer (by name), state, when it
 * was submitted (China time) and where the institution's confirmation stands.
 */
export function partnerListItem(
  states: ApplicationStates,
  app: Pick<ApplicationRow, 'id' | 'name' | 'prolsh' | 'shzt' | 'areaname' | 'user_name' | 'created_at' | 'submitted_at'>,
  locale: Locale,
  confirmation: ConfirmationState | null = null,
): PartnerRow {
  return {
    id: app.id,
    name: app.name,
    prolsh: app.prolsh,
    areaname: app.areaname,
    filer: app.user_name,
    state: stateText(states, app.shzt, locale),
    submittedAt: formatDateTime(app.submitted_at ?? app.created_at),
    confirmation,
  };
}

/**
 * One application as a party named in it reads it (docs/decisions/0056): the business, then its
 * parties (each with its type, and whether it is the reader's own institution), units and rights,
 * by the configuration version it is shown with, its papers, and the proof number once 缮证 gave one.
 * Nothing in it can be changed from here.
 */
export function partnerApplicationView(
  states: ApplicationStates,
  found: { app: ApplicationRow; records: { parties: Array<StoredRecord & { sqr_lx: string }>; units: StoredRecord[]; rights: StoredRecord[] } },
  registry: SchemaRegistry,
  creditCode: string,
  pictures: ReadonlyArray<{ id: string; group_id: string }>,
  locale: Locale,
): PartnerApplication {
  const partyTypes = registry.dictionaries.get('SQR_LX')?.items ?? [];
  const partyType = (code: string) => {
    const item = partyTypes.find((entry) => entry.code === code);
    return (locale === 'en' ? item?.textEn : undefined) ?? item?.text ?? code;
  };
  return {
    application: partnerListItem(states, found.app, locale),
    parties: found.records.parties.map((party) => ({
      type: partyType(party.sqr_lx),
      ours: party.data.sqr_zjh === creditCode,
      ...recordSection(registry, party, locale),
    })),
    units: found.records.units.map((unit) => recordSection(registry, unit, locale)),
    rights: found.records.rights.map((rights) => recordSection(registry, rights, locale)),
    materials: materialGroups(attachmentGroupsFor(registry, found.app.prodefid) ?? [], pictures, locale),
    proofNumber: proofNumberOf(found.app),
  };
}
