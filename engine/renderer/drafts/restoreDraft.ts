import { migrateDraft, type MigrationReport } from '../../migration/migrateDraft';
import type { ResolvedForm } from '../../schemas/resolveForm';
import { readDraft, type DraftStorage } from './draftStorage';

/**
 * The local copy of this form kept under `key`, brought up to the current schema by the draft
 * migration (renamed fields, the spec's other names, values that no longer fit marked for review).
 * Undefined when there is none or it belongs to another form.
 */
export function restoreDraft(resolved: ResolvedForm, storage: DraftStorage | undefined, key: string): MigrationReport | undefined {
  const stored = readDraft(storage, key);
  if (!stored || stored.formId !== resolved.form.id) return undefined;
  return migrateDraft(resolved, stored);
}
