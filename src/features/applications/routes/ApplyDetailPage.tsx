import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { applyTitleFor } from '../../../../engine/businesses/applyTitleFor';
import { canSubmit, resolvePageSections } from '../../../../engine/pages/resolvePageSections';
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import { tabOf } from '../../../../engine/vocabulary/tabOf';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { RejectionText } from '../../../components/RejectionText/RejectionText';
import { PageState } from '../../../components/PageState/PageState';
import { applicationKey, getApply } from '../../../lib/api/application';
import { ApiError } from '../../../lib/api/client';
import { isRefusal } from '../../../lib/api/isRefusal';
import { useLocale, useT } from '../../../lib/i18n';
import type { Row } from '../../../lib/filing/application';
import { applicationDocuments, applicationStages, getUploadType, materialsKey, submitApplyProject } from '../api/applications';
import { DocumentLinks } from '../components/DocumentLinks';
import { useSchemaRegistry } from '../../../lib/schemas/useSchemaRegistry';
import { Materials } from '../components/Materials';
import { PartiesConfirmSection } from '../components/PartiesConfirmSection';
import { RecordTable } from '../components/RecordTable';
import { RightsSection } from '../components/RightsSection';
import { detailPageFor } from '../model/detailPageFor';
import { previewHref } from '../model/previewHref';
import { sectionRows } from '../model/sectionRows';
import '../applications.css';

// The stage list comes with its own chunk once there are stages to show: the head paints on the
// scripts decision 0034 counts, a draft never loads it.
const StageSteps = lazy(() => import('../../../components/StageSteps/StageSteps').then((module) => ({ default: module.StageSteps })));

/**
 * The eight detail routes (spec 001 section 2.5), one page: the route's configuration under
 * schemas/pages/detail says which sections show, in which order, with which columns and rules;
 * the application and its records come from getApply, the pictures from getUploadType. While the
 * application is editable (the page's submitWhen over shzt) it offers submission.
 */
export default function ApplyDetailPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useSWR(id ? applicationKey(id) : null, () => getApply(id, { silent: true }), { dedupingInterval: 0 });
  const registry = useSchemaRegistry(detail.data?.proinst.configVersion);
  const materials = useSWR(id ? materialsKey(id) : null, () => getUploadType(id));
  // Once it has an acceptance number, every stage it went through with its time (办理环节).
  const prolsh = detail.data?.proinst.prolsh;
  const stages = useSWR(prolsh ? ['applications:stages', prolsh] : null, () => applicationStages(prolsh!));
  // And the documents the case issued (受理通知书, certificate or proof, its licence: docs/decisions/0075).
  const documents = useSWR(prolsh ? ['applications:documents', id] : null, () => applicationDocuments(id));
  const [busy, setBusy] = useState(false);

  const resolved = useMemo(() => {
    if (!registry.data || !detail.data) return undefined;
    const { proinst } = detail.data;
    const page = detailPageFor(registry.data, pathname, proinst.detailPage);
    if (!page) return undefined;
    const { facts } = proinst;
    const title = applyTitleFor(registry.data, proinst.prodefid, locale);
    const aliases = title ? { qlrAlias: title.qlrAlias, ywrAlias: title.ywrAlias } : undefined;
    const vocabulary = vocabularyOf(registry.data);
    const views = resolvePageSections(page, { facts, aliases, rows: sectionRows(page, detail.data, vocabulary), locale });
    return { page, facts, views, vocabulary, submittable: canSubmit(page, facts, vocabulary) };
  }, [registry.data, detail.data, pathname, locale]);
  // The sections follow the head in a render of their own (null at first, even when everything is
  // already here): the head, what the citizen looks for, paints before every section's rows are
  // laid out on a slow phone.
  const model = useDeferredValue(resolved ?? null, null);

  if (!id || isRefusal(detail.error)) {
    const message = detail.error instanceof ApiError ? detail.error.message : t('applications.notFound');
    return <PageState title={message || t('applications.notFound')} action={{ label: t('common.back'), onClick: () => navigate(-1) }} />;
  }
  const failed: unknown = detail.error ?? (registry.data ? undefined : registry.error);
  if (failed) return <LoadFailed error={failed} retry={() => void (detail.error ? detail.mutate() : registry.mutate())} />;
  if (!detail.data) return null;
  const { proinst } = detail.data;
  // The head needs only the application: it is drawn while the form configuration still loads.
  const head = (
    <section className="applications-card applications-head">
      <h2 className="applications-title">
        <span className="applications-label">{t('applications.name')}：</span>
        {proinst.name}
      </h2>
      <p>
        {t('applications.number')}：{proinst.prolsh || t('applications.noNumber')}
      </p>
      <RejectionText text={proinst.rejection} correction={proinst.correction} />
      {stages.data?.steps.length ? (
        <>
          <h3 className="applications-section-title">{t('applications.stages')}</h3>
          <Suspense fallback={null}>
            <StageSteps steps={stages.data.steps} label={t('applications.stages')} />
          </Suspense>
        </>
      ) : null}
      {documents.data ? <DocumentLinks id={proinst.id} documents={documents.data.documents} /> : null}
    </section>
  );
  if (!model) return <div className="applications-detail">{head}</div>;
  const isSubmit = String(model.submittable);

  const submit = async () => {
    if (busy || !(await showConfirm(t('applications.submitConfirm')))) return;
    setBusy(true);
    try {
      await submitApplyProject(proinst.id, proinst.appointment);
      // The list opens on the tab of the state a submission leaves it in (spec 001 section 4: 待审核).
      navigate(`/prodoing?tab=${tabOf(model.vocabulary, model.vocabulary.changes.submit)}`, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError && error.redirecting)) await showAlert(error instanceof Error ? error.message : t('errors.server'));
    } finally {
      setBusy(false);
    }
  };
  const view = (section: (typeof model.views)[number]['section']) => (record: Row) => navigate(previewHref(section, recordIdOf(model.vocabulary, record), proinst, isSubmit));

  return (
    <div className="applications-detail">
      {head}
      {model.views.map((sectionView) => (
        <section key={sectionView.section.id} className="applications-card" aria-labelledby={`section-${sectionView.section.id}`} data-section={sectionView.section.kind}>
          <h3 id={`section-${sectionView.section.id}`} className="applications-section-title">
            {sectionView.title}
          </h3>
          {sectionView.section.kind === 'uploads' ? (
            <Materials groups={materials.data} size={sectionView.section.thumbnail ?? 78} />
          ) : sectionView.section.kind === 'rights' ? (
            <RightsSection view={sectionView} detail={detail.data!} registry={registry.data!} facts={model.facts} onView={view(sectionView.section)} />
          ) : (
            <RecordTable view={sectionView} registry={registry.data!} onView={view(sectionView.section)} />
          )}
        </section>
      ))}
      {model.submittable ? <PartiesConfirmSection id={proinst.id} /> : null}
      {model.submittable ? (
        <div className="applications-actions">
          <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
            {t('applications.submit')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
