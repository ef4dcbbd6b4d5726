import { applyAliases } from '../aliases/applyAliases';
import type { MessageKey } from '../i18n/translate';
import type { ResolvedForm } from '../schemas/resolveForm';
import type { JsonSchema } from '../schemas/types';

/**
 * Why the migration asks to look at a field, when the form's migration gives no reason of its own:
 * message keys, so the citizen reads them in their language.
 */
export const REVIEW_REASONS = {
  changed: 'form.reviewChanged',
  invalid: 'form.reviewInvalid',
  missing: 'form.reviewMissing',
} as const satisfies Record<string, MessageKey>;

/** A saved form: the values and the version of the schema they were filled with. */
export interface StoredForm {
  formId: string;
  schemaVersion: number;
  data: Record<string, unknown>;
}

export interface MigrationReport {
  data: Record<string, unknown>;
  schemaVersion: number;
  /** Changes made automatically (renames, value mappings, defaults, dropped fields). */
  migrated: Array<{ field: string; change: string }>;
  /** Fields the citizen must look at again, with why. */
  review: Array<{ field: string; reason: string }>;
}

/** Records the schema version a form was filled with, for saving. */
export function stampSchemaVersion(resolved: ResolvedForm, data: Record<string, unknown>): StoredForm {
  return { formId: resolved.form.id, schemaVersion: resolved.form.version, data };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function valueFits(value: unknown, schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 0) {
    const actual = typeof value === 'number' ? (Number.isInteger(value) ? ['number', 'integer'] : ['number']) : [typeof value];
    if (!types.some((type) => actual.includes(type))) return false;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return false;
  if (schema['x-emptyDictionary'] === true) return false;
  return true;
}

/**
 * Brings a stored draft up to the current schema. Declared migrations (rename, map values,
 * default, drop, review) run in version order; afterwards any stored value that no longer fits its
 * field (a removed field, a code no longer in its dictionary, a changed type) is reported: removed
 * fields are dropped, the others kept and marked for the citizen to review. Says which.
 */
export function migrateDraft(resolved: ResolvedForm, stored: StoredForm): MigrationReport {
  const form = resolved.form;
  // Drafts stored under the specification's other names (zqqssj/zqjssj) keep their values.
  const data: Record<string, unknown> = { ...applyAliases(form, stored.data) };
  const migrated: MigrationReport['migrated'] = Object.entries(form.aliases ?? {})
    .filter(([alias]) => alias in stored.data)
    .map(([alias, field]) => ({ field, change: `renamed from ${alias}` }));
  const review: MigrationReport['review'] = [];
  if (stored.schemaVersion < form.version) {
    const steps = (form.migrations ?? []).filter((migration) => migration.to > stored.schemaVersion && migration.to <= form.version).sort((a, b) => a.to - b.to);
    for (const migration of steps) {
      for (const step of migration.steps) {
        switch (step.op) {
          case 'rename':
            if (step.from in data) {
              data[step.to] = data[step.from];
              delete data[step.from];
              migrated.push({ field: step.to, change: `renamed from ${step.from}` });
            }
            break;
          case 'map': {
            const before = data[step.field];
            const after = before === undefined ? undefined : step.values[String(before)];
            if (after !== undefined) {
              data[step.field] = after;
              migrated.push({ field: step.field, change: `${String(before)} → ${after}` });
            }
            break;
          }
          case 'default':
            if (data[step.field] === undefined) {
              data[step.field] = step.value;
              migrated.push({ field: step.field, change: 'default filled' });
            }
            break;
          case 'drop':
            if (step.field in data) {
              delete data[step.field];
              migrated.push({ field: step.field, change: 'dropped' });
            }
            break;
          case 'review':
            if (data[step.field] !== undefined) review.push({ field: step.field, reason: step.reason ?? REVIEW_REASONS.changed });
            break;
        }
      }
    }
  }
  // A field the new version requires and the draft has no value for (a required field added):
  // the citizen must fill it before the application can go.
  if (stored.schemaVersion < form.version) {
    for (const field of resolved.schema.required ?? []) {
      if (isEmpty(data[field]) && !review.some((entry) => entry.field === field)) review.push({ field, reason: REVIEW_REASONS.missing });
    }
  }
  for (const [field, value] of Object.entries(data)) {
    const schema = resolved.schema.properties?.[field];
    if (!schema) {
      delete data[field];
      migrated.push({ field, change: 'dropped (no longer in the form)' });
    } else if (!isEmpty(value) && !valueFits(value, schema) && !review.some((entry) => entry.field === field)) {
      review.push({ field, reason: REVIEW_REASONS.invalid });
    }
  }
  return { data, schemaVersion: form.version, migrated, review };
}
