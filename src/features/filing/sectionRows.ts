import { sectionRecords } from '../../../engine/pages/sectionRecords';
import type { PageSection } from '../../../engine/schemas/types';
import { applicationRecords } from '../../../engine/vocabulary/applicationRecords';
import { recordIdOf } from '../../../engine/vocabulary/recordIdOf';
import type { Vocabulary } from '../../../engine/vocabulary/types';
import type { Application, Row } from './api/application';

type Records = Pick<Application, 'sqrs' | 'units' | 'qlxxInfo'>;

/** The stored records each section of a fill page lists, by section id (the engine's sectionRecords). */
export function rowsBySection(sections: readonly PageSection[], application: Records, vocabulary: Vocabulary): Record<string, Row[]> {
  const records = applicationRecords(vocabulary, application);
  return Object.fromEntries(sections.map((section) => [section.id, sectionRecords(section, records)]));
}

/** The stored record a sub-form route edits: the party or unit of that id, or the rights record of the form. */
export function recordFor(application: Records, entry: { form: string; partyType?: string; savetype?: string }, id: string, vocabulary: Vocabulary): Row | undefined {
  if (entry.savetype) return applicationRecords(vocabulary, application).rights(entry.form);
  if (!id) return undefined;
  const rows = entry.partyType ? application.sqrs : application.units;
  return rows.find((row) => recordIdOf(vocabulary, row) === id);
}
