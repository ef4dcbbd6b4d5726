import type { PageConfig, PageSection } from '../schemas/types';
import { pointer, type Problem } from './types';

// The same records: same kind and party type, and the same form (or the same section id, so a
// mistyped form is reported once, on the fill page, not again here).
const sameRecords = (a: PageSection, b: PageSection) => a.kind === b.kind && a.partyType === b.partyType && (a.form === b.form || a.id === b.id);

/**
 * No detail page lists a section its fill page cannot fill: every party, unit and rights section
 * of a detail page has a fill-page section with the same kind, form and party type, for every
 * fill/detail pair the routing table pairs.
 */
export function checkDetailCoverage(fill: PageConfig, detail: PageConfig): Problem[] {
  const problems: Problem[] = [];
  detail.sections.forEach((section, index) => {
    if (section.kind === 'uploads' || fill.sections.some((candidate) => sameRecords(candidate, section))) return;
    problems.push({
      file: `pages/detail/${detail.id}.json`,
      pointer: pointer('sections', index),
      reason: `section "${section.id}" (${section.form}${section.partyType ? `, party ${section.partyType}` : ''}) cannot be filled on ${fill.id}`,
    });
  });
  return problems;
}
