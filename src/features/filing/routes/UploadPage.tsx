import { Suspense, lazy, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useT } from '../../../lib/i18n';
import { chooseImage, MAX_CHOOSE_COUNT, releaseLocalId, uploadImage, wxConfig, type SourceType } from '../../../lib/wx';
import { newReqseq } from '../../../lib/api/reqseq';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { delSinglePic, downloadPicFromWXServer, getUploadType, materialsKey, type Material, type MaterialGroup } from '../api/materials';
import { correctionsOfGroup } from '../corrections';
import { FilingRejection } from '../components/FilingRejection';
import { FilingPageState } from '../components/FilingPageState';
import { ToDetailPage } from '../components/ToDetailPage';
import { FilingSteps } from '../components/FilingSteps';
import { MaterialGroupCard } from '../components/MaterialGroupCard';
import { emptyRequiredGroup } from '../emptyRequiredGroup';
import { pathWith } from '../flowQuery';
import { useFilingContext } from '../hooks/useFilingContext';
import '../filing.css';

// The album-or-camera sheet is fetched when + is first tapped, not with the page (its largest paint waits for less code).
const ActionSheet = lazy(() => import('antd-mobile/es/components/action-sheet'));

/**
 * /upload (资料上传): the business's attachment groups, required ones marked 是. Pictures come
 * through the messaging app's JS-SDK — up to 9 per pick from album or camera, uploadImage, then
 * the server fetches each by serverId into its group (materialId) — with a progress bar. Next is
 * blocked while a required group is empty, else goes to the application's detail page to submit.
 */
export default function UploadPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const slsqId = params.get('slsqId') ?? '';
  const context = useFilingContext(slsqId);
  const groups = useSWR(slsqId ? materialsKey(slsqId) : null, () => getUploadType(slsqId));
  // The JS-SDK signature for this page (createWxConfig), before the first pick.
  useSWR('filing:wxConfig', wxConfig, { revalidateOnFocus: false, shouldRetryOnError: false });
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [choosingFor, setChoosingFor] = useState<MaterialGroup | null>(null);
  // More pictures were picked than one pick takes: the first nine are uploaded, and the group the
  // citizen picked for says so, where they are looking (not at the foot of a long page).
  const [cappedGroup, setCappedGroup] = useState<string | null>(null);

  if (context.state !== 'ready') return <FilingPageState {...context} />;
  if (!context.application.proinst.editable) return <ToDetailPage context={context} />;
  if (!groups.data) return <FilingPageState state={groups.error ? 'error' : 'loading'} error={groups.error} retry={() => void groups.mutate()} />;
  const { application, flow } = context;

  async function pick(group: MaterialGroup, source: SourceType) {
    const { localIds, leftOut } = await chooseImage({ count: MAX_CHOOSE_COUNT, sourceType: [source] });
    setCappedGroup(leftOut > 0 ? group.id : null);
    if (localIds.length === 0) return;
    setProgress({ done: 0, total: localIds.length });
    try {
      for (const [index, localId] of localIds.entries()) {
        try {
          const { serverId } = await uploadImage(localId);
          await downloadPicFromWXServer(serverId, group.id);
        } finally {
          releaseLocalId(localId);
        }
        setProgress({ done: index + 1, total: localIds.length });
      }
    } catch {
      // The client has shown the server's message (not an image, too large ...); the rest of the pick stops.
    } finally {
      setProgress(null);
      await groups.mutate();
    }
  }

  async function remove(material: Material) {
    if (!(await showConfirm(t('filing.confirmDeletePicture')))) return;
    try {
      await delSinglePic(material.id);
    } finally {
      await groups.mutate();
    }
  }

  function next() {
    const empty = emptyRequiredGroup(groups.data ?? []);
    if (empty) {
      void showAlert(t('validation.attachmentMissing', { name: empty.name }));
      return;
    }
    // The detail page is the server's answer (getApply), like every navigation target (decision 0043).
    navigate(pathWith(`/${application.proinst.detailPage}`, { id: slsqId, djlx: flow.djlx, qllx: flow.qllx, isSubmit: 'true', appointment: flow.appointment, reqseq: newReqseq() }));
  }

  return (
    <div className="filing-upload">
      <FilingSteps current="upload" appointment={flow.appointment} />
      <FilingRejection text={context.application.proinst.rejection} correction={context.application.proinst.correction} />
      <p className="filing-hint">{t('filing.uploadHint')}</p>
      {groups.data.map((group) => (
        <MaterialGroupCard
          key={group.id}
          group={group}
          busy={progress !== null}
          onAdd={setChoosingFor}
          onDelete={(material) => void remove(material)}
          notes={correctionsOfGroup(application.corrections, group).map((correction) => t('form.correction', { text: correction.text }))}
          capped={cappedGroup === group.id}
        />
      ))}
      {progress ? (
        <div className="filing-progress" role="status" aria-live="polite">
          <ProgressBar percent={Math.round((progress.done / progress.total) * 100)} />
          <span>{t('filing.uploading', { done: progress.done, total: progress.total })}</span>
        </div>
      ) : null}
      {choosingFor !== null ? (
        <Suspense fallback={null}>
          <ActionSheet
            visible
            onClose={() => setChoosingFor(null)}
            cancelText={t('common.cancel')}
            actions={[
              { key: 'album', text: t('filing.fromAlbum') },
              { key: 'camera', text: t('filing.fromCamera') },
            ]}
            onAction={(action) => {
              const group = choosingFor;
              setChoosingFor(null);
              if (group) void pick(group, action.key as SourceType);
            }}
          />
        </Suspense>
      ) : null}
      <div className="filing-actions">
        <Button block color="primary" size="large" disabled={progress !== null} onClick={next}>
          {t('form.next')}
        </Button>
      </div>
    </div>
  );
}
