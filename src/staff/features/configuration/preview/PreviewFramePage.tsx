import { useEffect, useMemo, useState } from 'react';
import { factsFromQuery } from '../../../../../engine/conditions/factsFromQuery';
import { registerCatalogue, translate, type Locale } from '../../../../../engine/i18n/translate';
import { EngineForm, ReadonlyView, type EngineFormSaved } from '../../../../../engine/renderer';
import { buildRegistry } from '../../../../../engine/schemas/buildRegistry';
import { resolveForm } from '../../../../../engine/schemas/resolveForm';
import { getLocale } from '../../../../lib/i18n/locale';
import { isPreviewRequest, PREVIEW_READY, type PreviewRequest } from './previewMessage';

/** The candidate's own message catalogue (an edited text shows at once), falling back to the served one's keys. */
function registerCandidateCatalogues(files: Record<string, unknown>) {
  for (const locale of ['zh-CN', 'en'] as Locale[]) {
    const catalogue = files[`messages/${locale}.json`];
    if (catalogue && typeof catalogue === 'object') registerCatalogue(locale, catalogue as Record<string, string>);
  }
}

/** The form drawn from the candidate, as a citizen's phone shows it, or its read-only view of what was saved (else its sample). */
function Drawn({ request, locale }: { request: PreviewRequest; locale: Locale }) {
  const registry = useMemo(() => buildRegistry(request.files), [request.files]);
  const form = registry.forms.get(request.formId);
  const business = registry.catalogue?.parents.flatMap((parent) => parent.Prodefs).find((candidate) => candidate.id === request.prodefid);
  const titleConfig = business ? registry.titles.get(business.titleConfig) : undefined;
  const facts = useMemo(() => factsFromQuery({ djlx: business?.djlx, qllx: business?.qllx, prodefid: request.prodefid, appointment: '0' }), [business, request.prodefid]);
  const resolved = useMemo(() => (form ? resolveForm(form, registry.dictionaries) : undefined), [form, registry]);
  const [saved, setSaved] = useState<EngineFormSaved | undefined>();
  if (!form || !resolved) return null;
  if (request.view === 'readonly') {
    return <ReadonlyView resolved={resolved} data={saved?.data ?? form.sample ?? {}} facts={facts} titleConfig={titleConfig} locale={locale} header={translate(locale, 'form.previewTitle')} />;
  }
  // No validator is loaded for a form that is not published (null): the server checks what is saved.
  return (
    <EngineForm
      key={`${request.formId}:${request.prodefid}:${resolved.hash}`}
      resolved={resolved}
      facts={facts}
      titleConfig={titleConfig}
      initialData={saved?.data ?? form.sample}
      locale={locale}
      validateFns={null}
      submitText={translate(locale, 'form.save')}
      onSubmit={setSaved}
    />
  );
}

/**
 * The console's phone preview (/staff/configuration/preview, framed at 375 × 667 by the console):
 * a document of its own, so the citizen's mobile styles (antd-mobile's page-wide ones among them)
 * never touch the staff app, and the form lays out at a phone's width. It draws what its console
 * posts and nothing else.
 */
export default function PreviewFramePage() {
  const [request, setRequest] = useState<PreviewRequest | undefined>();
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (!isPreviewRequest(event, window.location.origin, window.parent)) return;
      registerCandidateCatalogues(event.data.files);
      setRequest(event.data);
    };
    window.addEventListener('message', listen);
    window.parent.postMessage(PREVIEW_READY, window.location.origin);
    return () => window.removeEventListener('message', listen);
  }, []);
  return <main>{request && <Drawn request={request} locale={getLocale()} />}</main>;
}
