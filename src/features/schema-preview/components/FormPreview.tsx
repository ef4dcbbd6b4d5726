import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { factsFromQuery } from '../../../../engine/conditions/factsFromQuery';
import { EngineForm, ReadonlyView } from '../../../../engine/renderer';
import type { EngineFormSaved } from '../../../../engine/renderer';
import { resolveForm } from '../../../../engine/schemas/resolveForm';
import type { SchemaRegistry, SubBusiness } from '../../../../engine/schemas/types';
import { useLocale, useT } from '../../../lib/i18n';
import { validateOnServer } from '../api/schemas';
import { PhoneFrame } from './PhoneFrame';

/**
 * A sub-form drawn as the citizen sees it, with its sample data, under a chosen business (its
 * title configuration and djlx/qllx); beside it the read-only view of what was saved (or of the
 * sample) and the server's verdict on the same data.
 */
export function FormPreview({ registry, formId }: { registry: SchemaRegistry; formId: string }) {
  const t = useT();
  const { locale } = useLocale();
  const form = registry.forms.get(formId)!;
  const businesses: SubBusiness[] = useMemo(() => registry.catalogue?.parents.flatMap((parent) => parent.Prodefs) ?? [], [registry]);
  const [prodefid, setProdefid] = useState<string>(businesses[0]?.id ?? '');
  const business = businesses.find((candidate) => candidate.id === prodefid);
  const titleConfig = business ? registry.titles.get(business.titleConfig) : undefined;
  const facts = useMemo(() => factsFromQuery({ djlx: business?.djlx, qllx: business?.qllx, prodefid, appointment: '0' }), [business, prodefid]);
  const resolved = useMemo(() => resolveForm(form, registry.dictionaries), [form, registry]);
  const [saved, setSaved] = useState<EngineFormSaved | undefined>();
  const shown = saved?.data ?? form.sample ?? {};
  const server = useSWR(['schema-preview-validate', formId, prodefid, JSON.stringify(shown)], () => validateOnServer(formId, shown, prodefid || undefined));

  return (
    <div className="schema-preview-form">
      <label className="schema-preview-context">
        {t('schemaPreview.context')}
        <select value={prodefid} onChange={(event) => setProdefid(event.target.value)}>
          {businesses.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.id} {locale === 'en' ? (candidate.prodef_nameEn ?? candidate.prodef_name) : candidate.prodef_name} ({candidate.djlx}/{candidate.qllx})
            </option>
          ))}
        </select>
      </label>
      <div className="schema-preview-columns">
        <PhoneFrame title={`${t('schemaPreview.form')} · ${locale === 'en' ? (form.titleEn ?? form.title) : form.title}`}>
          <EngineForm
            key={`${formId}:${prodefid}:${resolved.hash}`}
            resolved={resolved}
            facts={facts}
            titleConfig={titleConfig}
            initialData={form.sample}
            locale={locale}
            submitText={t('form.save')}
            onSubmit={setSaved}
          />
        </PhoneFrame>
        <PhoneFrame title={t('form.previewTitle')}>
          <ReadonlyView resolved={resolved} data={shown} facts={facts} titleConfig={titleConfig} locale={locale} header={t('schemaPreview.readonly')} />
          <div className="schema-preview-server">
            {server.data ? (server.data.valid ? `✓ ${t('schemaPreview.valid')}` : `✗ ${server.data.first?.message ?? ''}`) : null}
          </div>
          {saved && <pre className="schema-preview-json">{JSON.stringify(saved.stored, null, 2)}</pre>}
        </PhoneFrame>
      </div>
    </div>
  );
}
