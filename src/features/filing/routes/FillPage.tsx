import { Suspense, lazy, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { resolvePageSections } from '../../../../engine/pages/resolvePageSections';
import { applyTitleFor } from '../../../../engine/businesses/applyTitleFor';
import type { PageSection } from '../../../../engine/schemas/types';
import { recordIdOf } from '../../../../engine/vocabulary/recordIdOf';
import { vocabularyOf } from '../../../../engine/vocabulary/vocabularyOf';
import { ApiError } from '../../../lib/api/client';
import { useLocale, useT } from '../../../lib/i18n';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { checkApplication, delPerson, delQlxxInfo, delReleasteInfo, type Row } from '../api/application';
import { correctionLabel, correctionsOfForm, correctionsOfRecord } from '../corrections';
import type { Correction } from '../../../lib/filing/application';
import { FilingRejection } from '../components/FilingRejection';
import { FilingSteps } from '../components/FilingSteps';
import { SectionCard } from '../components/SectionCard';
import { pathWith } from '../flowQuery';
import { useFilingContext } from '../hooks/useFilingContext';
import { rowSummary } from '../rowSummary';
import { rowsBySection } from '../sectionRows';
import { subformEntryFor } from '../subformEntry';
import { FilingPageState } from '../components/FilingPageState';
import { ToDetailPage } from '../components/ToDetailPage';
import '../filing.css';

// The form engine (RJSF and the validators) loads only on a page with a form drawn in a section (the cancellation card).
const SubformEditor = lazy(() => import('../components/SubformEditor').then((module) => ({ default: module.SubformEditor })));

/**
 * The one fill page of the nine /info/infofill* routes: the route names a page configuration
 * (schemas/pages/fill), whose sections the engine resolves for this application's facts, named by
 * the business's aliases. Each section lists its records with 查看修改 and 删除 and, when its rules
 * allow, an add button; Next asks the server's check and goes on only on errcode 00.
 */
export default function FillPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const context = useFilingContext(params.get('id') ?? '');
  const [busy, setBusy] = useState(false);
  if (context.state !== 'ready') return <FilingPageState {...context} />;
  if (!context.application.proinst.editable) return <ToDetailPage context={context} />;

  const { registry, application, facts, flow, mutate } = context;
  const page = registry.pages.get(pathname.split('/').pop() ?? '');
  if (!page || page.kind !== 'fill') return <FilingPageState state="missing" />;
  const proinstid = application.proinst.id;
  const title = applyTitleFor(registry, application.proinst.prodefid, locale);
  const vocabulary = vocabularyOf(registry);
  const recordId = (row: Row) => recordIdOf(vocabulary, row);
  const views = resolvePageSections(page, { facts, aliases: title, rows: rowsBySection(page.sections, application, vocabulary), locale });
  const back = { slsqId: proinstid, djlx: flow.djlx, qllx: flow.qllx, appointment: flow.appointment, code: flow.code };

  // What the review's return asked to correct in a section's form, each naming its field: under
  // the section's title for the whole form, under a record's row for that record only.
  const noteOf = (correction: Correction) => {
    const field = correctionLabel(registry, correction, locale);
    return field ? t('filing.correctionField', { field, text: correction.text }) : t('form.correction', { text: correction.text });
  };
  const notesFor = (form: string) => correctionsOfRecord(correctionsOfForm(registry, application.corrections, form), undefined, application.stored).map(noteOf);
  const rowNotesFor = (form: string) => (row: Row) => {
    const id = recordId(row);
    return correctionsOfForm(registry, application.corrections, form)
      .filter((correction) => correction.record === id)
      .map(noteOf);
  };

  const open = (route: string, section: PageSection, row?: Row) =>
    navigate(pathWith(route, { type: section.partyType, id: row ? recordId(row) : undefined, ...back }));

  async function remove(section: PageSection, row: Row) {
    if (!(await showConfirm(t('filing.confirmDelete')))) return;
    try {
      if (section.kind === 'party') await delPerson(proinstid, recordId(row));
      else if (section.kind === 'units') await delReleasteInfo(proinstid, recordId(row));
      else await delQlxxInfo(proinstid, subformEntryFor(registry, page!, section, facts)?.savetype ?? section.savetype ?? '');
      await mutate();
    } catch {
      // The client has shown the server's message; the record stays listed.
    }
  }

  async function next() {
    if (busy) return;
    setBusy(true);
    try {
      await checkApplication(proinstid);
      navigate(pathWith(page!.next?.route ?? '/upload', back));
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) await showAlert(error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="filing-fill" data-page={page.id}>
      <FilingSteps current="rights" appointment={flow.appointment} />
      <FilingRejection text={application.proinst.rejection} correction={application.proinst.correction} />
      {views.map((view) => {
        const entry = subformEntryFor(registry, page, view.section, facts);
        const form = entry?.form ?? view.section.form ?? '';
        return (
          <SectionCard
            key={view.section.id}
            view={view}
            idOf={recordId}
            summary={(row) => rowSummary(registry, form, row, locale)}
            notes={view.section.inline ? undefined : notesFor(form)}
            rowNotes={view.section.inline ? undefined : rowNotesFor(form)}
            onAdd={view.section.editRoute ? () => open(view.section.editRoute!, view.section) : undefined}
            onEdit={view.section.editRoute ? (row) => open(view.section.editRoute!, view.section, row) : undefined}
            onDelete={(row) => void remove(view.section, row)}
          >
            {view.section.inline && entry ? (
              <Suspense fallback={null}>
                {/* The form stays on the page after saving: without a word the citizen cannot tell it was stored. */}
                <SubformEditor context={context} entry={entry} record={view.rows[0]} onSaved={() => showToast(t('filing.saved'))} />
              </Suspense>
            ) : undefined}
          </SectionCard>
        );
      })}
      <div className="filing-actions">
        <Button block color="primary" size="large" loading={busy} onClick={() => void next()}>
          {t('form.next')}
        </Button>
      </div>
    </div>
  );
}
