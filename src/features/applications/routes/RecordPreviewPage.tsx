import { useMemo } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { findBusiness } from '../../../../engine/businesses/findBusiness';
import { ReadonlyView } from '../../../../engine/renderer/ReadonlyView';
import { formForId } from '../../../../engine/schemas/formForId';
import { resolveForm } from '../../../../engine/schemas/resolveForm';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { PageState } from '../../../components/PageState/PageState';
import { applicationKey, getApply } from '../../../lib/api/application';
import { withQuery } from '../../../lib/api/client';
import { isRefusal } from '../../../lib/api/isRefusal';
import { useLocale, useT } from '../../../lib/i18n';
import { useSchemaRegistry } from '../../../lib/schemas/useSchemaRegistry';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { findRecord } from '../model/findRecord';
import '../applications.css';

/**
 * The read-only previews personD, dyxxD, houseD, qlxxD, ygqlxxD and dyqD (项目信息预览), one page:
 * the record (query id) of the application (query slsqId) drawn by the engine's ReadonlyView from
 * the form it was saved with, under the business's title configuration; 返回 goes to the
 * application's detail route.
 */
export default function RecordPreviewPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const slsqId = params.get('slsqId') ?? '';
  const id = params.get('id') ?? '';
  const detail = useSWR(slsqId ? applicationKey(slsqId) : null, () => getApply(slsqId, { silent: true }));
  const registry = useSchemaRegistry(detail.data?.proinst.configVersion);

  const view = useMemo(() => {
    if (!registry.data || !detail.data) return undefined;
    const record = findRecord(detail.data, id, vocabularyOf(registry.data));
    const formId = detail.data.stored[id]?.formId;
    const form = record && formId ? formForId(registry.data, formId, record) : undefined;
    if (!record || !form) return null;
    const { proinst } = detail.data;
    const business = findBusiness(registry.data.catalogue, proinst.prodefid)?.business;
    const titleConfig = form.titleConfig && business ? registry.data.titles.get(business.titleConfig) : undefined;
    const facts = { ...proinst.facts, partyType: record.sqr_lx === undefined ? undefined : String(record.sqr_lx) };
    return { record, resolved: resolveForm(form, registry.data.dictionaries), titleConfig, facts, back: registry.data.pages.get(proinst.detailPage)?.route };
  }, [registry.data, detail.data, id]);

  const back = () =>
    navigate(
      withQuery(view?.back ?? '/prodoing', {
        id: slsqId,
        djlx: params.get('djlx'),
        qllx: params.get('qllx'),
        isSubmit: params.get('isSubmit'),
        appointment: params.get('appointment'),
      }),
    );

  const failed: unknown = isRefusal(detail.error) ? undefined : (detail.error ?? (registry.data ? undefined : registry.error));
  if (failed) return <LoadFailed error={failed} retry={() => void (detail.error ? detail.mutate() : registry.mutate())} />;
  if (detail.error || view === null || !slsqId) return <PageState title={t('applications.recordNotFound')} action={{ label: t('common.back'), onClick: () => navigate(-1) }} />;
  if (!view) return null;
  return (
    <div className="applications-detail">
      <ReadonlyView resolved={view.resolved} data={view.record} facts={view.facts} titleConfig={view.titleConfig} locale={locale} />
      <div className="applications-actions">
        <Button block size="large" onClick={back}>
          {t('common.back')}
        </Button>
      </div>
    </div>
  );
}
