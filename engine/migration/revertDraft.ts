import type { FormConfig } from '../schemas/types';
import type { StoredForm } from './migrateDraft';

/**
 * Takes a draft back to an older version of its form (a rollback published older content,
 * docs/decisions/0084): the renames the newer form declared after that version are undone, newest
 * first, so a renamed value is kept under its old name. Mappings, defaults and drops cannot be
 * undone; migrateDraft afterwards drops what the older form lacks and marks what no longer fits.
 */
export function revertDraft(newer: Pick<FormConfig, 'migrations'>, stored: StoredForm, toVersion: number): StoredForm {
  const data = { ...stored.data };
  const undone = (newer.migrations ?? []).filter((migration) => migration.to > toVersion && migration.to <= stored.schemaVersion).sort((a, b) => b.to - a.to);
  for (const migration of undone) {
    for (const step of [...migration.steps].reverse()) {
      if (step.op === 'rename' && step.to in data) {
        data[step.from] = data[step.to];
        delete data[step.to];
      }
    }
  }
  return { formId: stored.formId, schemaVersion: toVersion, data };
}
