import { sectionRecords } from '../../../engine/pages/sectionRecords';
import type { PageSection } from '../../../engine/schemas/types';
import type { Application, Row } from './api/application';

/** getApply's records as the engine reads them: qlxxInfo is keyed by the rights form id in capitals. */
function recordsOf(application: Pick<Application, 'sqrs' | 'units' | 'qlxxInfo'>) {
  return { sqrs: application.sqrs, units: application.units, rights: (formId: string) => application.qlxxInfo?.[formId.toUpperCase()] };
}

/** The stored records each section of a fill page lists, by section id (the engine's sectionRecords). */
export function rowsBySection(sections: readonly PageSection[], application: Pick<Application, 'sqrs' | 'units' | 'qlxxInfo'>): Record<string, Row[]> {
  const records = recordsOf(application);
  return Object.fromEntries(sections.map((section) => [section.id, sectionRecords(section, records)]));
}

/** A stored record's id: a party's sqr_id, any other record's id. */
export function recordId(row: Row): string {
  return String(row.sqr_id ?? row.id ?? '');
}

/** The stored record a sub-form route edits: the party or unit of that id, or the rights record of the form. */
export function recordFor(application: Pick<Application, 'sqrs' | 'units' | 'qlxxInfo'>, entry: { form: string; partyType?: string; savetype?: string }, id: string): Row | undefined {
  if (entry.savetype) return recordsOf(application).rights(entry.form);
  if (!id) return undefined;
  const rows = entry.partyType ? application.sqrs : application.units;
  return rows.find((row) => recordId(row) === id);
}
