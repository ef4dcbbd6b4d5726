import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { applyTitleFor } from '../../../../engine/businesses/applyTitleFor';
import { businessDefaults } from '../../../../engine/businesses/businessDefaults';
import { migrateDraft } from '../../../../engine/migration/migrateDraft';
import { EngineForm, preloadOnDemandParts, VariantForm, type EngineFormHandle, type EngineFormSaved } from '../../../../engine/renderer';
import { formForId } from '../../../../engine/schemas/formForId';
import { variantsOf } from '../../../../engine/schemas/pickVariant';
import { resolveForm } from '../../../../engine/schemas/resolveForm';
import type { SubformRouteEntry } from '../../../../engine/schemas/types';
import { useAppState } from '../../../app/state';
import { ApiError } from '../../../lib/api/client';
import { useLocale, useT } from '../../../lib/i18n';
import { showAlert } from '../../../components/feedback/dialogs';
import { addPerson, addQlxxInfo, addReleasteInfo, type Row } from '../api/application';
import type { FilingContext } from '../hooks/useFilingContext';
import { correctionsOfForm, correctionsOfRecord } from '../corrections';
import { CorrectionNotes } from './CorrectionNotes';
import { browserPendingSaves } from '../pendingSave';
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import { saveFailureKey } from '../../../../engine/vocabulary/saveFailureKey';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import type { MessageKey } from '../../../lib/i18n';

type Ready = Extract<FilingContext, { state: 'ready' }>;

export interface SubformEditorProps {
  context: Ready;
  /** The row of the sub-form route table: form, savetype or party type. */
  entry: SubformRouteEntry;
  /** The stored record being changed; none when adding. */
  record?: Row;
  /** After the server stored it (the application is reloaded first). */
  onSaved: (stored: Row) => void;
  /** Values to put in the form over what it holds (the unit picker's); a new serial each time. */
  prefill?: { values: Row; serial: number };
}

const pending = browserPendingSaves();

/**
 * Any sub-form, from the sub-form route table: the form (or the variant the record picks), the
 * stored record brought up to the current schema by the draft migration, the business's title
 * configuration, and the save the entry names (addPerson, addReleasteInfo or addQlxxInfo). A
 * failed save keeps the citizen on the form with the spec's message and keeps its reqseq: the
 * same data sent again — by the citizen, or by itself when the network comes back — is stored once.
 */
export function SubformEditor({ context, entry, record, onSaved, prefill }: SubformEditorProps) {
  const t = useT();
  const { locale } = useLocale();
  const { me } = useAppState();
  const { registry, application, facts, flow, mutate } = context;
  const proinstid = application.proinst.id;
  const vocabulary = vocabularyOf(registry);
  const id = record ? recordIdOf(vocabulary, record) : '';
  const saveKey = `${proinstid}:${entry.form}:${entry.partyType ?? entry.savetype ?? ''}:${id || 'new'}`;

  const prepared = useMemo(() => {
    const meta = id ? application.stored?.[id] : undefined;
    const form = formForId(registry, meta?.formId ?? entry.form, record);
    // A new record opens on the business's defaults (a maximum-amount mortgage on dyfs 2), under the form's own (issue 27).
    if (!form || !record || !meta) return { form, data: form && !record ? businessDefaults(registry, application.proinst.prodefid, form.id) : record, review: undefined };
    const report = migrateDraft(resolveForm(form, registry.dictionaries), { formId: meta.formId, schemaVersion: meta.schemaVersion, data: record });
    // What the server's migration of this record to a new configuration asks the citizen to look at.
    const marked = application.proinst.configReview.filter((entry) => entry.id === id && !report.review.some((own) => own.field === entry.field));
    return { form, data: report.data, review: [...marked, ...report.review] };
  }, [registry, application, entry.form, id, record]);
  const variants = useMemo(() => variantsOf(registry.forms.values(), entry.form), [registry, entry.form]);
  const resolved = useMemo(() => (prepared.form ? resolveForm(prepared.form, registry.dictionaries) : undefined), [prepared.form, registry]);
  const titleConfig = useMemo(() => {
    if (!prepared.form?.titleConfig) return undefined;
    const title = applyTitleFor(registry, application.proinst.prodefid, locale);
    return title ? registry.titles.get(title.titleConfig) : undefined;
  }, [prepared.form, registry, application.proinst.prodefid, locale]);

  // What the review's return asked to correct in this form (for this record, or for all of the
  // form's): beside its field, or above the form when it names none. One object per answer
  // (getApply), so typing redraws no field for it.
  const corrections = useMemo(
    () => correctionsOfRecord(correctionsOfForm(registry, application.corrections, prepared.form?.id ?? entry.form), id || undefined, application.stored),
    [registry, application.corrections, application.stored, prepared.form, entry.form, id],
  );
  const notices = useMemo(() => {
    const byField: Record<string, string> = {};
    for (const correction of corrections) if (correction.field) byField[correction.field] = byField[correction.field] ? `${byField[correction.field]}；${correction.text}` : correction.text;
    return byField;
  }, [corrections]);
  const formNotes = corrections.filter((correction) => !correction.field).map((correction) => t('form.correction', { text: correction.text }));

  const formRef = useRef<EngineFormHandle>(null);
  // A prefill is laid over what the form holds now and the form drawn again with it; the local copy
  // goes first, or it would be restored over the picked values.
  const [filled, setFilled] = useState<{ data: Row; serial: number } | null>(null);
  useEffect(() => {
    if (!prefill) return;
    const current = formRef.current?.getData() ?? prepared.data ?? {};
    formRef.current?.dropDraft();
    setFilled({ data: { ...current, ...prefill.values }, serial: prefill.serial });
    // Only a new prefill lays values over the form, not a new answer for the record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);
  const initialData = filled?.data ?? prepared.data;
  const formKey = filled ? `${saveKey}#${filled.serial}` : saveKey;
  const failed = useRef<EngineFormSaved | null>(null);
  const saving = useRef(false);
  const save = useCallback(
    async (saved: EngineFormSaved): Promise<boolean> => {
      if (saving.current) return false;
      saving.current = true;
      const data = { ...saved.data };
      const reqseq = pending.reqseqFor(saveKey, data);
      try {
        let stored: Row | undefined;
        if (entry.partyType) {
          stored = await addPerson(proinstid, entry.partyType, id ? { ...data, [vocabulary.records.partyKey]: id } : data, { reqseq });
        } else if (entry.savetype) {
          stored = await addQlxxInfo(proinstid, entry.savetype, { ...data, sqrxm: me?.name ?? '', code: flow.code }, { reqseq });
        } else {
          stored = (await addReleasteInfo(proinstid, [id ? { ...data, [vocabulary.records.key]: id } : data], { reqseq })).fwxxs[0];
        }
        pending.done(saveKey);
        failed.current = null;
        // The server has it: the local copy goes before the page moves on (and this form unmounts).
        formRef.current?.dropDraft();
        await mutate();
        onSaved(stored ?? {});
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.redirecting) return false;
        // Without an answer (offline) the save is tried again when the network is back.
        failed.current = error instanceof ApiError && error.status === 0 ? saved : null;
        // A refusal (4xx) says what is wrong in the server's words; a server failure (5xx) is the save's own 保存失败 (issue 27).
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message;
        const message = refused || t(saveFailureKey(vocabulary, entry) as MessageKey);
        await showAlert(message);
        return false;
      } finally {
        saving.current = false;
      }
    },
    [saveKey, entry, proinstid, id, vocabulary, me, flow.code, mutate, onSaved, t],
  );

  useEffect(() => {
    // The alert's code is fetched once the form has painted (with the pickers'; decision 0080): a
    // save that fails offline must still be able to say so.
    preloadOnDemandParts();
    const retry = () => {
      if (failed.current) void save(failed.current);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [save]);

  if (!prepared.form || !resolved) return null;
  const common = {
    facts,
    titleConfig,
    locale,
    review: prepared.review,
    notices,
    submitText: t('form.save'),
    onSubmit: save,
    // Every keystroke kept on the phone until the server has it (closing the page loses nothing).
    draftKey: saveKey,
    ref: formRef,
  };
  return (
    <>
      <CorrectionNotes notes={formNotes} />
      {variants.length > 0 ? (
        <VariantForm key={formKey} variants={variants} dictionaries={registry.dictionaries} initialData={initialData} {...common} />
      ) : (
        <EngineForm key={formKey} resolved={resolved} initialData={initialData} {...common} />
      )}
    </>
  );
}
