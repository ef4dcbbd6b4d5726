import { sectionRecords } from '../../../../engine/pages/sectionRecords';
import type { PageConfig } from '../../../../engine/schemas/types';
import { applicationRecords } from '../../../../engine/vocabulary/applicationRecords';
import type { Vocabulary } from '../../../../engine/vocabulary/types';
import type { Application, Row } from '../../../lib/filing/application';

/**
 * Every section's records, by section id (what resolvePageSections filters and counts): parties
 * of its type, the units, or its one rights record (keyed in getApply as the vocabulary says).
 */
export function sectionRows(page: PageConfig, detail: Application, vocabulary: Vocabulary): Record<string, Row[]> {
  const records = applicationRecords(vocabulary, detail);
  return Object.fromEntries(page.sections.map((section) => [section.id, sectionRecords(section, records)]));
}
