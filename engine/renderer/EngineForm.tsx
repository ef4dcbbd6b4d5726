import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFValidationError } from '@rjsf/utils';
import Button from 'antd-mobile/es/components/button';
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import type { Facts } from '../conditions/types';
import { applyDefaults } from '../defaults/applyDefaults';
import { translate, type Locale, type MessageKey } from '../i18n/translate';
import { REVIEW_REASONS, stampSchemaVersion, type StoredForm } from '../migration/migrateDraft';
import { computeFieldPlan } from '../rules/computeFieldPlan';
import type { ResolvedForm } from '../schemas/resolveForm';
import { validatorIdOf } from '../schemas/resolveForm';
import type { TitleConfig } from '../schemas/types';
import type { CompiledValidate } from '../validation/types';
import { validateForm } from '../validation/validateForm';
import type { EngineFormContext } from './engineFormContext';
import { createDraftKeeper, type DraftKeeper } from './drafts/createDraftKeeper';
import { browserDraftStorage, dropDraft } from './drafts/draftStorage';
import { restoreDraft } from './drafts/restoreDraft';
import { alertMessage } from './feedback/alertMessage';
import { createFieldErrorStore } from './fieldErrorStore';
import { mobileFields, mobileTemplates, mobileWidgets } from './theme/mobileTheme';
import { rowGroupsOf } from './layout/rowGroups';
import { toRenderSchema, toRenderUiSchema } from './toRenderSchema';
import { useFieldPlan } from './useFieldPlan';
import { createEngineValidator, followValidator } from './validation/engineValidator';
import { loadPrecompiled } from './validation/loadPrecompiled';
import { loadServed } from './validation/loadServed';
import { preloadOnDemandParts } from './onDemand';
// antd-mobile's theme variables (the app imports them too; the engine must not depend on that).
import 'antd-mobile/es/global';
import './engineForm.css';

export interface EngineFormSaved {
  /** What may be saved: unknown and hidden fields dropped, empty text removed, numbers as numbers. */
  data: Record<string, unknown>;
  /** The same, stamped with the schema version it was filled with. */
  stored: StoredForm;
}

/** What a page can do with a form whose buttons are the page's own (EngineFormProps.ref). */
export interface EngineFormHandle {
  /** What the built-in button does: commits typing still in a field, validates, then onSubmit or the first failure's alert. */
  submit(): void;
  /** The committed values (typing still in a field committed first), as onChange gives them. */
  getData(): Record<string, unknown>;
  /** Drops the local copy (with draftKey): the server has the form. A save through onSubmit does it itself. */
  dropDraft(): void;
}

export interface EngineFormProps {
  resolved: ResolvedForm;
  /** The form's handle, for a page that submits or reads the form from outside it (with hideSubmit). */
  ref?: Ref<EngineFormHandle>;
  facts?: Facts;
  titleConfig?: TitleConfig;
  initialData?: Record<string, unknown>;
  locale?: Locale;
  /** Validator functions to use; by default the precompiled ones from the build are loaded. null = none. */
  validateFns?: Record<string, CompiledValidate> | null;
  submitText?: string;
  /** No built-in submit button: the page has its own and calls the handle's submit() (see ref). */
  hideSubmit?: boolean;
  /** Resolve to `false` when the save failed: the local copy (draftKey) is then kept. */
  onSubmit?: (saved: EngineFormSaved) => void | boolean | Promise<void | boolean>;
  /** Committed values after each change (not per keystroke). */
  onChange?: (data: Record<string, unknown>) => void;
  /** The variant field (the applicant type) now asks for another variant of this form. */
  onVariantChange?: (value: string, data: Record<string, unknown>) => void;
  /** Fields a schema change marked for the citizen to look at again (migrateDraft's `review`). */
  review?: Array<{ field: string; reason: string }>;
  /**
   * Notes shown beside their fields, by field (what a review asked the citizen to correct). Give
   * the same object while they do not change: a new one redraws every field.
   */
  notices?: Readonly<Record<string, string>>;
  /**
   * Keeps a local copy of what is typed under this key (e.g. `<application id>/<route>`): every
   * keystroke, written after a pause and when the page is hidden or left; restored through the
   * draft migration when the form opens again (over initialData); dropped once onSubmit succeeds.
   */
  draftKey?: string;
  children?: ReactNode;
  id?: string;
}

function fieldOf(error: RJSFValidationError): string {
  return (error.property ?? '').replace(/^\./, '').split('.').join('/');
}

/**
 * One sub-form, drawn from its schema with the mobile theme: fields validate when left (toast of
 * 600 ms), the whole form when submitted (the first failing check in an alert titled 提示). Saves
 * only what the citizen could see, stamped with the schema version.
 */
export function EngineForm(props: EngineFormProps) {
  const { resolved, facts, titleConfig, locale = 'zh-CN', onSubmit, onChange, onVariantChange } = props;
  const form = resolved.form;
  const t = useCallback((key: string, params?: Record<string, string | number>) => translate(locale, key as MessageKey, params), [locale]);
  const draftKey = props.draftKey;
  // A local copy left by an earlier visit (typing the server never got) wins over initialData.
  const [restored] = useState(() => (draftKey ? restoreDraft(resolved, browserDraftStorage(), draftKey) : undefined));
  const [data, setData] = useState<Record<string, unknown>>(() => applyDefaults(form, restored ? { ...props.initialData, ...restored.data } : props.initialData));
  const dataRef = useRef(data);
  dataRef.current = data;
  const plan = useFieldPlan(form, facts, data, titleConfig);
  const planRef = useRef(plan);
  planRef.current = plan;

  // Precompiled validators: given, or loaded lazily for this form, the build's or else the server's
  // (undefined while loading, null when neither could be had: the server then checks alone).
  const [fns, setFns] = useState<Record<string, CompiledValidate> | null | undefined>(props.validateFns);
  useEffect(() => {
    if (props.validateFns !== undefined) {
      setFns(props.validateFns);
      return;
    }
    let live = true;
    loadPrecompiled(form.id, resolved.hash)
      .then((built) => built ?? loadServed(form.id, resolved.hash))
      .then((loaded) => live && setFns(loaded ?? null), () => live && setFns(null));
    return () => {
      live = false;
    };
    // The resolved form stands for its hash (resolveForm gives one object per form and dictionaries),
    // which is worked out here, after the first paint, not while the form is drawn (decision 0080).
  }, [form.id, resolved, props.validateFns]);
  // The pickers', alert's and toast's code, once the form has painted (decision 0080).
  useEffect(preloadOnDemandParts, []);
  const fnsRef = useRef(fns);
  fnsRef.current = fns;

  const current = useMemo(
    () => createEngineValidator({ resolved, validateFns: fns ?? undefined, getPlan: () => planRef.current, locale }),
    [resolved, fns, locale],
  );
  const currentRef = useRef(current);
  currentRef.current = current;
  const validator = useMemo(() => followValidator(() => currentRef.current), []);
  const errors = useMemo(createFieldErrorStore, []);
  const flushers = useRef(new Set<() => void>());
  const drafts = useRef<DraftKeeper | undefined>(undefined);
  useEffect(() => {
    if (!draftKey) return undefined;
    const keeper = createDraftKeeper({ key: draftKey, storage: browserDraftStorage(), snapshot: () => stampSchemaVersion(resolved, dataRef.current), win: window, doc: document });
    drafts.current = keeper;
    return () => {
      keeper.dispose();
      drafts.current = undefined;
    };
  }, [draftKey, resolved]);
  const review = useMemo(() => (restored?.review.length ? [...(props.review ?? []), ...restored.review] : props.review), [restored, props.review]);
  useEffect(() => {
    // The migration's own reasons are message keys; a form's declared reason is its own text.
    const reasonText = (reason: string) => ((Object.values(REVIEW_REASONS) as string[]).includes(reason) ? t(reason) : t('form.reviewNeeded', { fields: reason }));
    if (review?.length) errors.replace(Object.fromEntries(review.map((entry) => [entry.field, reasonText(entry.reason)])));
  }, [review, errors, t]);

  const renderSchema = useMemo(() => toRenderSchema(resolved, plan, locale), [resolved, plan, locale]);
  const renderUi = useMemo(() => toRenderUiSchema(resolved, plan, locale), [resolved, plan, locale]);
  // The drawing order does not change with the data (it comes from the schema and the title
  // configuration): a joined key keeps the groups, and the rows in them, where they are.
  const orderKey = ((renderUi['ui:order'] as string[] | undefined) ?? []).join('\n');
  const rowGroups = useMemo(() => rowGroupsOf(Object.keys(resolved.schema.properties ?? {}), orderKey.split('\n')), [resolved, orderKey]);
  const context = useMemo<EngineFormContext>(
    () => ({
      locale,
      t,
      errors,
      rowGroups,
      options: resolved.options,
      notices: props.notices,
      getData: () => dataRef.current,
      // Only a form that keeps a draft listens to keystrokes: others pay nothing per key.
      noteTyping: draftKey ? (field, text) => drafts.current?.noteTyping(field, text) : undefined,
      registerFlush: (flush) => {
        flushers.current.add(flush);
        return () => flushers.current.delete(flush);
      },
      validateField(field, value) {
        const next = { ...dataRef.current, [field]: value };
        const fieldPlan = computeFieldPlan(form, { facts, data: next, titleConfig });
        const main = fnsRef.current?.[validatorIdOf(form.id)];
        const result = validateForm({ form, schema: resolved.schema, validate: main, data: next, plan: fieldPlan, locale });
        return result.errors.find((error) => error.field === field)?.message;
      },
    }),
    [locale, t, errors, rowGroups, resolved, form, facts, titleConfig, draftKey, props.notices],
  );

  const formRef = useRef<Form>(null);

  const handleChange = useCallback(
    (event: IChangeEvent) => {
      const next = (event.formData ?? {}) as Record<string, unknown>;
      // Read back at once by getData() after a flush, before the next render.
      dataRef.current = next;
      setData(next);
      drafts.current?.noteChange();
      onChange?.(next);
      const variant = form.variant;
      if (variant && next[variant.field] !== undefined && String(next[variant.field]) !== variant.value) onVariantChange?.(String(next[variant.field]), next);
    },
    [form, onChange, onVariantChange],
  );

  const handleError = useCallback(
    (list: RJSFValidationError[]) => {
      errors.replace(Object.fromEntries(list.map((error) => [fieldOf(error), error.message ?? ''])));
      const first = list[0];
      if (!first) return;
      document.querySelector(`[data-field="${fieldOf(first)}"]`)?.scrollIntoView({ block: 'center' });
      void alertMessage(first.message ?? '', t);
    },
    [errors, t],
  );

  const handleSubmit = useCallback(() => {
    const result = validator.lastResult;
    errors.replace({});
    if (!result) return;
    void (async () => {
      const outcome = await onSubmit?.({ data: result.data, stored: stampSchemaVersion(resolved, result.data) });
      // The server has it now (unless the page says the save failed): the local copy goes.
      if (outcome !== false) drafts.current?.drop();
    })();
  }, [validator, errors, onSubmit, resolved]);

  // Typing not yet committed (the field still has focus) goes into the form first.
  const flush = useCallback(() => flushSync(() => flushers.current.forEach((commit) => commit())), []);
  const submit = useCallback(() => {
    flush();
    formRef.current?.submit();
  }, [flush]);
  useImperativeHandle(
    props.ref,
    () => ({
      submit,
      getData() {
        flush();
        return { ...dataRef.current };
      },
      dropDraft() {
        if (drafts.current) drafts.current.drop();
        else if (draftKey) dropDraft(browserDraftStorage(), draftKey);
      },
    }),
    [submit, flush, draftKey],
  );

  // A form the business's title configuration governs is never drawn (nor checked) without one.
  if (form.titleConfig && !titleConfig) {
    return (
      <div className="engine-form" id={props.id} data-form={form.id}>
        <div className="engine-note" role="alert">
          {t('validation.unknownBusiness')}
        </div>
      </div>
    );
  }

  return (
    <div className="engine-form" id={props.id} data-form={form.id} data-validator={fns ? 'precompiled' : fns === null ? 'server' : 'loading'}>
      {review && review.length > 0 && (
        <div className="engine-note" role="status">
          {t('form.reviewNeeded', { fields: review.map((entry) => resolved.schema.properties?.[entry.field]?.title ?? entry.field).join('、') })}
        </div>
      )}
      <Form
        ref={formRef}
        schema={renderSchema as never}
        uiSchema={renderUi as never}
        formData={data}
        validator={validator}
        widgets={mobileWidgets}
        fields={mobileFields}
        templates={mobileTemplates}
        formContext={context}
        onChange={handleChange}
        onError={handleError}
        onSubmit={handleSubmit}
        noHtml5Validate
        showErrorList={false}
        liveValidate={false}
        idPrefix={`f_${form.id}`}
      >
        <></>
      </Form>
      {fns === null && <div className="engine-note">{t('form.serverValidates')}</div>}
      {(!props.hideSubmit || props.children) && (
        <div className="engine-actions">
          {!props.hideSubmit && (
            <Button block color="primary" size="large" onClick={submit} data-testid="engine-submit">
              {props.submitText ?? t('form.next')}
            </Button>
          )}
          {props.children}
        </div>
      )}
    </div>
  );
}
