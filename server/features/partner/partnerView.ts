import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { Locale } from '../../../engine/i18n/translate';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import { toReadonlyRows } from '../../../engine/readonly/toReadonlyRows';
import { formForId } from '../../../engine/schemas/formForId';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import type { SchemaRegistry } from '../../../engine/schemas/types';
import type { ApplicationRow, StoredRecord } from '../filing/repository';
import { stateTitle } from '../filing/states';

/** A stored record as its form shows it read-only, every ID and mobile number in it masked. */
export function recordSection(registry: SchemaRegistry, record: StoredRecord, locale: Locale) {
  const form = formForId(registry, record.form_id, record.data);
  if (!form) return { title: record.form_id, rows: [] };
  const rows = toReadonlyRows(resolveForm(form, registry.dictionaries), record.data, { locale })
    .filter((row) => row.text !== '')
    .map((row) => ({ label: row.label, text: maskSensitiveText(row.text) }));
  return { title: (locale === 'en' ? form.titleEn : undefined) ?? form.title, rows };
}

const stateText = (shzt: number, locale: Locale) => {
  const { title, titleEn } = stateTitle(shzt);
  return locale === 'en' ? titleEn : title;
};

/** A row of the partner's list: the business, its number, place, filer (by name), state and when it was submitted. */
export function partnerListItem(app: Pick<ApplicationRow, 'id' | 'name' | 'prolsh' | 'shzt' | 'areaname' | 'user_name' | 'created_at' | 'submitted_at'>, locale: Locale) {
  return {
    id: app.id,
    name: app.name,
    prolsh: app.prolsh,
    areaname: app.areaname,
    filer: app.user_name,
    state: stateText(app.shzt, locale),
    submittedAt: formatDateTime(app.submitted_at ?? app.created_at),
  };
}

/**
 * One application as a party named in it reads it (docs/decisions/0056): the business, then its
 * parties (each with its type, and whether it is the reader's own institution), units and rights,
 * by the configuration version it is shown with. Nothing in it can be changed from here.
 */
export function partnerApplicationView(
  found: { app: ApplicationRow; records: { parties: Array<StoredRecord & { sqr_lx: string }>; units: StoredRecord[]; rights: StoredRecord[] } },
  registry: SchemaRegistry,
  creditCode: string,
  locale: Locale,
) {
  const partyTypes = registry.dictionaries.get('SQR_LX')?.items ?? [];
  const partyType = (code: string) => {
    const item = partyTypes.find((entry) => entry.code === code);
    return (locale === 'en' ? item?.textEn : undefined) ?? item?.text ?? code;
  };
  return {
    application: partnerListItem(found.app, locale),
    parties: found.records.parties.map((party) => ({
      type: partyType(party.sqr_lx),
      ours: party.data.sqr_zjh === creditCode,
      ...recordSection(registry, party, locale),
    })),
    units: found.records.units.map((unit) => recordSection(registry, unit, locale)),
    rights: found.records.rights.map((rights) => recordSection(registry, rights, locale)),
  };
}
