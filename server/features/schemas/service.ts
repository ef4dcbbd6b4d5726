import type { Facts } from '../../../engine/conditions/types';
import { applyTitleFor } from '../../../engine/businesses/applyTitleFor';
import { findBusiness } from '../../../engine/businesses/findBusiness';
import { dictionaryItems, listItems } from '../../../engine/dictionaries/dictionaryItems';
import type { Locale } from '../../../engine/i18n/translate';
import { translate, type MessageKey } from '../../../engine/i18n/translate';
import { migrateDraft, type StoredForm } from '../../../engine/migration/migrateDraft';
import { resolveForm } from '../../../engine/schemas/resolveForm';
import { runHelperCheck, type HelperName } from '../../../engine/validation/helperChecks';
import { createRuntimeValidators } from '../../../engine/validation/runtimeValidators';
import { validateFormPayload } from '../../../engine/validation/validateFormPayload';
import type { ValidationResult } from '../../../engine/validation/types';
import { createSchemaStore, type SchemaStore, type SchemaStoreOptions } from './schemaStore';

export interface FormCheckInput {
  formId: string;
  payload: unknown;
  /** The business (sub-business id): brings its title configuration and its djlx/qllx. */
  prodefid?: string;
  facts?: Facts;
  locale?: Locale;
  applyDefaults?: boolean;
}

export type FormCheckOutcome =
  | { kind: 'ok'; result: ValidationResult }
  | { kind: 'unknownForm' }
  | { kind: 'refused'; reason: string };

/**
 * The schema service: what the routes answer from, and what later filing routes call to check a
 * payload (`validatePayload`) — the same messages the browser shows, unknown fields dropped.
 */
export function createSchemaService(store: SchemaStore) {
  const validators = createRuntimeValidators();
  const tr = (locale: Locale) => (key: string, params?: Record<string, string | number>) => translate(locale, key as MessageKey, params);

  return {
    store,
    snapshot: () => store.get(),
    applyTitle: (prodefid: string, locale: Locale = 'zh-CN') => applyTitleFor(store.get().registry, prodefid, locale),
    list(type: string, locale: Locale = 'zh-CN') {
      const items = dictionaryItems(type, store.get().registry.dictionaries);
      return items ? listItems(items, locale) : undefined;
    },
    helper: (name: HelperName, value: unknown, locale: Locale = 'zh-CN') => runHelperCheck(name, value, tr(locale)),
    /** Checks a form payload; `refused` when the form's own file failed schemas:check. */
    validatePayload(input: FormCheckInput): FormCheckOutcome {
      const snapshot = store.get();
      const refused = snapshot.refused.get(`forms/${input.formId}.json`);
      if (refused) return { kind: 'refused', reason: refused.map((problem) => `${problem.pointer || '/'} ${problem.reason}`).join('; ') };
      const found = input.prodefid ? findBusiness(snapshot.registry.catalogue, input.prodefid) : undefined;
      const titleConfig = found ? snapshot.registry.titles.get(found.business.titleConfig) : undefined;
      const facts: Facts = { djlx: found?.business.djlx, qllx: found?.business.qllx, prodefid: input.prodefid, ...input.facts };
      const result = validateFormPayload(snapshot.registry, validators, input.formId, input.payload, {
        facts,
        titleConfig,
        locale: input.locale,
        applyDefaults: input.applyDefaults,
      });
      return result ? { kind: 'ok', result } : { kind: 'unknownForm' };
    },
    /**
     * Brings a stored draft up to the current schema (declared migrations; values that no longer
     * fit are marked for review). Undefined for an unknown form. Save `{formId, schemaVersion, data}`
     * with every form so this can run when the draft is opened again.
     */
    migrateStored(stored: StoredForm) {
      const snapshot = store.get();
      const form = snapshot.registry.forms.get(stored.formId);
      return form ? migrateDraft(resolveForm(form, snapshot.registry.dictionaries), stored) : undefined;
    },
  };
}

export type SchemaService = ReturnType<typeof createSchemaService>;

let shared: SchemaService | undefined;

/** One service per process (the store caches files and compiled validators). */
export function sharedSchemaService(options: SchemaStoreOptions = {}): SchemaService {
  shared ??= createSchemaService(createSchemaStore(options));
  return shared;
}
