import { sectionRecords } from '../../../../engine/pages/sectionRecords';
import type { PageConfig } from '../../../../engine/schemas/types';
import type { Application, Row } from '../../../lib/filing/application';

/** A record's id: parties carry sqr_id, units and rights records id. */
export function recordId(record: Row): string {
  return String(record.sqr_id ?? record.id ?? '');
}

/**
 * Every section's records, by section id (what resolvePageSections filters and counts): parties
 * of its type, the units, or its one rights record (getApply keys those by form id in capitals).
 */
export function sectionRows(page: PageConfig, detail: Application): Record<string, Row[]> {
  const records = { sqrs: detail.sqrs, units: detail.units, rights: (formId: string) => detail.qlxxInfo[formId.toUpperCase()] };
  return Object.fromEntries(page.sections.map((section) => [section.id, sectionRecords(section, records)]));
}
