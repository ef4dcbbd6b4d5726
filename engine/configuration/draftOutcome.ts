import type { MigrationReport, StoredForm } from '../migration/migrateDraft';
import { stableStringify } from '../schemas/hashJson';

export type DraftOutcome = 'unchanged' | 'migrated' | 'review';

/**
 * What migrating one draft to a candidate does, from the migration of each of its records
 * (undefined: the candidate has no such form): 'review' when the citizen must look at a field or
 * a form is gone, 'migrated' when a value or a form version changes, else 'unchanged'.
 */
export function draftOutcome(records: ReadonlyArray<{ stored: StoredForm; report: MigrationReport | undefined }>): DraftOutcome {
  if (records.some(({ report }) => !report || report.review.length > 0)) return 'review';
  const changed = records.some(({ stored, report }) => report!.schemaVersion !== stored.schemaVersion || stableStringify(report!.data) !== stableStringify(stored.data));
  return changed ? 'migrated' : 'unchanged';
}
