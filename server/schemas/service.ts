/**
 * THE SAVE PATH (stable; the filing services call it for every sub-form save):
 *
 *   deps.schemas.saveForm({
 *     formId?: string,                      // a form or variant group ('applicant'), or instead:
 *     route?: string, query?: {type?, ...}, // the sub-form route it was filled at ('/info/person', {type: '1'})
 *     payload: unknown,                     // the client's fields, spec names and aliases (zqqssj/zqjssj) alike
 *     application: { prodefid, djlx?, qllx?, xzqdm?, appointment?, qlxxIsShow? }, // the STORED application
 *     partyType?: string,                   // sqr_lx when saving a party by formId (the route's wins)
 *     locale?: 'zh-CN' | 'en',
 *   }): SaveFormOutcome
 *     = { ok: true, formId, schemaVersion, savetype, partyType, data }  // store exactly `data`
 *     | { ok: false, status: 400, message, reason, field? }           // refuse with `message`, change nothing
 *
 *   deps.schemas.checkApplication(snapshot, locale?, registry?) → { ok: true } | { ok: false, message, section? }
 *     the one answer of the `check` call (engine/application/checkApplication.ts); snapshot =
 *     { proinst: {id, prodefid, djlx, qllx, xzqdm, appointment}, sqrs: [{sqr_lx, ...}], units: [...],
 *       qlxx: {formId: fields}, materials?: {groupId: count} } (materials left out: not checked);
 *     registry: a published version's (a submitted application is checked as it was submitted).
 *
 *   deps.schemas.attachmentGroups(prodefid) → the business's groups (schemas/attachments/).
 */
import type { Facts } from '../../engine/conditions/types';
import { attachmentGroupsFor } from '../../engine/attachments/attachmentGroupsFor';
import { applyTitleFor } from '../../engine/businesses/applyTitleFor';
import { businessDefaults } from '../../engine/businesses/businessDefaults';
import { findBusiness } from '../../engine/businesses/findBusiness';
import { dictionaryItems, listItems } from '../../engine/dictionaries/dictionaryItems';
import type { Locale } from '../../engine/i18n/translate';
import { translate, type MessageKey } from '../../engine/i18n/translate';
import { migrateDraft, type StoredForm } from '../../engine/migration/migrateDraft';
import { revertDraft } from '../../engine/migration/revertDraft';
import { vocabularyOf } from '../../engine/vocabulary/vocabularyOf';
import { resolveForm } from '../../engine/schemas/resolveForm';
import type { SchemaRegistry } from '../../engine/schemas/types';
import { runHelperCheck, type HelperName } from '../../engine/validation/helperChecks';
import { createRuntimeValidators } from '../../engine/validation/runtimeValidators';
import { validateFormPayload } from '../../engine/validation/validateFormPayload';
import type { Translate, ValidationResult } from '../../engine/validation/types';
import { checkApplication, type ApplicationCheck } from '../../engine/application/checkApplication';
import { checkSubformSave, type SubformSaveInput, type SubformSaveResult } from '../../engine/application/checkSubformSave';
import type { ApplicationSnapshot } from '../../engine/application/types';
import type { SchemaStore } from './schemaStore';
import { refuse, type Translator } from '../domain/refusal';

export interface FormCheckInput {
  formId: string;
  payload: unknown;
  /** The business (sub-business id): brings its title configuration and its djlx/qllx. */
  prodefid?: string;
  facts?: Facts;
  locale?: Locale;
  /** A request's translator (services get one), so messages follow its Accept-Language. */
  translate?: Translate;
  applyDefaults?: boolean;
}

export type SaveFormOutcome = Extract<SubformSaveResult, { ok: true }> | (Extract<SubformSaveResult, { ok: false }> & { status: 400 });

export type FormCheckOutcome =
  | { kind: 'ok'; result: ValidationResult }
  | { kind: 'unknownForm' }
  | { kind: 'unknownBusiness'; message: string };

/**
 * The schema service: what the routes answer from, and what every service calls to check a
 * payload — filing saves (`saveForm`), the check call (`checkApplication`), the profile and the
 * feedback (`validatePayload`, `firstFailure`) — with the messages the browser shows.
 */
export function createSchemaService(store: SchemaStore) {
  const validators = createRuntimeValidators();
  const tr = (locale: Locale) => (key: string, params?: Record<string, string | number>) => translate(locale, key as MessageKey, params);

  return {
    store,
    snapshot: () => store.get(),
    /** A served file's content (read per call, so a published edit is live); undefined when missing. */
    fileJson: (relativePath: string): unknown => store.get().files.get(relativePath)?.json,
    applyTitle: (prodefid: string, locale: Locale = 'zh-CN') => applyTitleFor(store.get().registry, prodefid, locale),
    list(type: string, locale: Locale = 'zh-CN') {
      const items = dictionaryItems(type, store.get().registry.dictionaries);
      return items ? listItems(items, locale) : undefined;
    },
    helper: (name: HelperName, value: unknown, locale: Locale = 'zh-CN') => runHelperCheck(name, value, tr(locale)),
    /** Checks a form payload. */
    validatePayload(input: FormCheckInput): FormCheckOutcome {
      const snapshot = store.get();
      const found = input.prodefid ? findBusiness(snapshot.registry.catalogue, input.prodefid) : undefined;
      const titleConfig = found ? snapshot.registry.titles.get(found.business.titleConfig) : undefined;
      // A form the business's title configuration governs is never checked without one.
      if (snapshot.registry.forms.get(input.formId)?.titleConfig && !titleConfig) return { kind: 'unknownBusiness', message: translate(input.locale ?? 'zh-CN', 'validation.unknownBusiness') };
      const facts: Facts = { djlx: found?.business.djlx, qllx: found?.business.qllx, prodefid: input.prodefid, ...input.facts };
      // Defaults asked for are the ones the browser form opens with: the business's over the form's.
      const payload = input.applyDefaults && input.prodefid && input.payload && typeof input.payload === 'object' ? { ...businessDefaults(snapshot.registry, input.prodefid, input.formId), ...input.payload } : input.payload;
      const result = validateFormPayload(snapshot.registry, validators, input.formId, payload, {
        facts,
        titleConfig,
        locale: input.locale,
        translate: input.translate,
        applyDefaults: input.applyDefaults,
      });
      return result ? { kind: 'ok', result } : { kind: 'unknownForm' };
    },
    /**
     * The first failure of a form outside any application (profile, feedback), among `fields` when
     * given; undefined when the data passes. Throws when the form is missing or its file refused:
     * a broken configuration is the server's fault, not the citizen's.
     */
    firstFailure(formId: string, payload: Record<string, unknown>, translate: (key: MessageKey, params?: Record<string, string | number>) => string, fields?: readonly string[]) {
      const outcome = this.validatePayload({ formId, payload, translate: (key, params) => translate(key as MessageKey, params) });
      if (outcome.kind !== 'ok') throw new Error(`form ${formId} is not available (${outcome.kind})`);
      return outcome.result.errors.find((error) => !fields || fields.includes(error.field));
    },
    /**
     * Refuses (invalid) with the first failure of a form outside any application among `fields`,
     * told in the citizen's language: the check runs again with the translator the answer uses.
     */
    refuseFirstFailure(formId: string, payload: Record<string, unknown>, fields?: readonly string[]): void {
      const failureIn = (translator: Translator) => this.firstFailure(formId, payload, translator, fields);
      if (failureIn((key, params) => translate('zh-CN', key, params))) refuse('invalid', (translator) => failureIn(translator)!.message);
    },
    /** Checks one sub-form save against the stored application's facts: what to store, or why not. */
    saveForm(input: SubformSaveInput): SaveFormOutcome {
      // The served version passed schemas:check whole (docs/decisions/0084): a refusal is the input's.
      const result = checkSubformSave(store.get().registry, validators, input);
      return result.ok ? result : { ...result, status: 400 };
    },
    /** The `check` call's answer for everything stored under one application, by the served or a published version. */
    checkApplication(snapshot: ApplicationSnapshot, locale: Locale = 'zh-CN', registry: SchemaRegistry = store.get().registry): ApplicationCheck {
      return checkApplication(registry, snapshot, { validators, locale });
    },
    attachmentGroups: (prodefid: string) => attachmentGroupsFor(store.get().registry, prodefid),
    /** What states, savetypes and record keys mean (schemas/vocabulary): read per call, so an edit is live. */
    vocabulary: () => vocabularyOf(store.get().registry),
    /**
     * Brings a stored draft to the current schema, or to a published version's (declared
     * migrations; values that no longer fit are marked for review). Undefined for an unknown form.
     * `from`, the version the draft was on, lets a draft go back to an older form (a rollback,
     * docs/decisions/0084) with the newer form's renames undone. Save `{formId, schemaVersion, data}`
     * with every form so this can run when the draft is opened again.
     */
    migrateStored(stored: StoredForm, registry: SchemaRegistry = store.get().registry, from?: SchemaRegistry) {
      const form = registry.forms.get(stored.formId);
      if (!form) return undefined;
      const newer = from?.forms.get(stored.formId);
      const start = newer && stored.schemaVersion > form.version ? revertDraft(newer, stored, form.version) : stored;
      return migrateDraft(resolveForm(form, registry.dictionaries), start);
    },
  };
}

export type SchemaService = ReturnType<typeof createSchemaService>;
