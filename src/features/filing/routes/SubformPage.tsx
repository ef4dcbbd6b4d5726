import { useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { lookupSubformRoute } from '../../../../engine/routing/lookupSubformRoute';
import { ReadonlyView } from '../../../../engine/renderer';
import { formForId } from '../../../../engine/schemas/formForId';
import { resolveForm } from '../../../../engine/schemas/resolveForm';
import { useLocale, useT } from '../../../lib/i18n';
import { FilingPageState } from '../components/FilingPageState';
import { ToDetailPage } from '../components/ToDetailPage';
import { SubformEditor } from '../components/SubformEditor';
import { CertificateUnitPicker } from '../components/CertificateUnitPicker';
import type { Row } from '../api/application';
import { pathWith } from '../flowQuery';
import { useFilingContext } from '../hooks/useFilingContext';
import { recordFor } from '../sectionRows';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import '../filing.css';

/** The unit form (fwxx, /info/houseinfo): the one the certificate picker fills. */
const UNIT_FORM = 'fwxx';

/**
 * The one sub-form page of /info/person, /info/houseinfo, /info/dyxxinfo, /info/qlxxinfo,
 * /info/ygqlxx and /info/dyqinfo (and the read-only /info/Dyqinfo): the sub-form route table
 * says, from the route, its query and the application's facts, which form opens and how it saves.
 * After a save the citizen goes back to the application's fill page, as the server answered it.
 */
export default function SubformPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const context = useFilingContext(params.get('slsqId') ?? '');
  const query = useMemo(() => Object.fromEntries(params), [params]);
  const [prefill, setPrefill] = useState<{ values: Row; serial: number } | undefined>(undefined);
  if (context.state !== 'ready') return <FilingPageState {...context} />;

  const { registry, application, facts, flow } = context;
  const table = registry.subformRoutes;
  const entry = table ? lookupSubformRoute(table, pathname, query, facts) : undefined;
  // A read-only route (the mortgage preview /info/Dyqinfo) shows the record of the entry it belongs to.
  const preview = !entry && table ? table.routes.find((candidate) => candidate.readonlyRoute === pathname && lookupSubformRoute(table, candidate.route, query, facts) === candidate) : undefined;
  const fillPage = application.proinst.fillPage ? `/info/${application.proinst.fillPage}` : '/prodoing';
  const back = () => navigate(pathWith(fillPage, { id: application.proinst.id, appointment: flow.appointment, djlx: flow.djlx, qllx: flow.qllx, code: flow.code }), { replace: true });

  if (preview) {
    const record = recordFor(application, preview, params.get('id') ?? '', vocabularyOf(registry));
    const form = formForId(registry, preview.form, record);
    if (!form || !record) return <FilingPageState state="missing" />;
    return (
      <div className="filing-subform">
        <ReadonlyView resolved={resolveForm(form, registry.dictionaries)} data={record} facts={facts} locale={locale} header={t('form.previewTitle')} />
        <div className="filing-actions">
          <Button block size="large" onClick={back}>
            {t('common.back')}
          </Button>
        </div>
      </div>
    );
  }
  if (!entry) return <FilingPageState state="missing" />;
  if (!application.proinst.editable) return <ToDetailPage context={context} />;
  const id = params.get('id') ?? '';
  const record = recordFor(application, entry, id, vocabularyOf(registry));
  if (id && !record && !entry.savetype) return <FilingPageState state="missing" />;
  return (
    <div className="filing-subform" data-form-route={pathname}>
      {entry.form === UNIT_FORM ? <CertificateUnitPicker proinstid={application.proinst.id} onPick={(values) => setPrefill((before) => ({ values, serial: (before?.serial ?? 0) + 1 }))} /> : null}
      <SubformEditor context={context} entry={entry} record={record} onSaved={back} prefill={prefill} />
    </div>
  );
}
