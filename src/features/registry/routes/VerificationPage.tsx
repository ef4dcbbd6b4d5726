import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { VERIFY_LIMIT_LABEL } from '../../../../engine/uploads/licenceVerificationLimit';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { useAppState } from '../../../app/state';
import { useT } from '../../../lib/i18n';
import { startResumableVerification, type ResumableUploadHandle } from '../api/resumableVerification';
import { useBusySubmit } from '../hooks/useBusySubmit';
import { checkUploadFile } from '../validate';
import '../registry.css';

/**
 * dzzzverification: upload a licence PDF (only the first of several files is used) to check its
 * signature. The file input stays hidden behind antd-mobile's button (the browser's own "Choose
 * Files" control also writes the name, which the list row already shows); the row shows the chosen
 * file once, and a progress bar the share and megabytes sent while uploading. The file goes by tus
 * (docs/decisions/0100): after a dropped connection or a reload it goes on from where the server
 * has it, and 取消 stops it and removes what the server has.
 */
export default function VerificationPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [offline, setOffline] = useState(false);
  const handle = useRef<ResumableUploadHandle | null>(null);
  const settle = useRef<(() => void) | null>(null);
  const { openid } = useAppState();
  const { busy, run } = useBusySubmit();
  const hint = t('registry.uploadHint', { limit: VERIFY_LIMIT_LABEL });

  const choose = (files: FileList | null) => {
    const first = files?.[0] ?? null;
    if (input.current) input.current.value = '';
    if (!first) return;
    const problem = checkUploadFile(first);
    if (problem) {
      showToast(t(problem, { limit: VERIFY_LIMIT_LABEL }));
      setFile(null);
      return;
    }
    setFile(first);
  };

  /** Runs the upload to its end: finished (the records page), refused (the server's words), or cancelled. */
  const send = (chosen: File) =>
    new Promise<void>((resolve) => {
      settle.current = resolve;
      const finish = async (alert: () => Promise<unknown>) => {
        handle.current = null;
        settle.current = null;
        await alert();
        resolve();
      };
      void startResumableVerification(chosen, openid ?? '', {
        onProgress: (sent, total) => {
          setOffline(false);
          setProgress({ sent, total });
        },
        onOffline: () => setOffline(true),
        onSuccess: () =>
          void finish(async () => {
            await showAlert(t('registry.uploaded'));
            window.location.assign('/my/dzzzverificationrecord');
          }),
        onError: (message) => void finish(() => showAlert(message ?? t('registry.uploadFailed'))),
      }).then((started) => {
        handle.current = started;
      });
    });

  const submit = async () => {
    if (!file) {
      showToast(hint);
      return;
    }
    if (!(await showConfirm(t('registry.confirmUpload')))) return;
    setProgress({ sent: 0, total: file.size });
    await run(async () => {
      try {
        await send(file);
      } finally {
        setProgress(null);
        setOffline(false);
      }
    });
  };

  const cancel = async () => {
    const stopping = handle.current;
    handle.current = null;
    await stopping?.cancel().catch(() => undefined);
    settle.current?.();
    settle.current = null;
    showToast(t('registry.uploadCancelled'));
  };

  const percent = progress === null || progress.total === 0 ? 0 : Math.round((progress.sent / progress.total) * 100);
  const megabytes = (bytes: number) => (bytes / 1_024_000).toFixed(2);
  return (
    <div className="registry-page">
      <div className="registry-form">
        <p className="registry-note">{hint}</p>
        <input
          id="verify-file"
          ref={input}
          type="file"
          accept=".pdf,application/pdf"
          multiple
          hidden
          onChange={(event) => choose(event.target.files)}
        />
        <Button block fill="outline" size="large" disabled={busy} onClick={() => input.current?.click()}>
          {t('registry.chooseFile')}
        </Button>
        {file ? (
          <List className="registry-file">
            <List.Item description={`${(file.size / 1_024_000).toFixed(2)}M`}>{file.name}</List.Item>
          </List>
        ) : null}
        {progress !== null ? (
          <div role="progressbar" aria-label={t('registry.upload')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <ProgressBar percent={percent} text />
          </div>
        ) : null}
        {progress !== null ? (
          <div className="registry-upload">
            <p className="registry-note">{t('registry.uploadProgress', { sent: megabytes(progress.sent), total: megabytes(progress.total) })}</p>
            {offline ? <p className="registry-note" role="status">{t('registry.uploadResuming')}</p> : null}
            <Button block size="large" onClick={() => void cancel()}>
              {t('registry.uploadCancel')}
            </Button>
          </div>
        ) : null}
        <div className="registry-actions">
          <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
            {t('registry.upload')}
          </Button>
          <Button block size="large" onClick={() => window.location.assign('/my/dzzzverificationrecord')}>
            {t('registry.verifyRecords')}
          </Button>
        </div>
      </div>
    </div>
  );
}
