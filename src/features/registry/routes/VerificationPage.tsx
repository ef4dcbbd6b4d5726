import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import ProgressBar from 'antd-mobile/es/components/progress-bar';
import { VERIFY_LIMIT_LABEL } from '../../../../engine/uploads/licenceVerificationLimit';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { useT } from '../../../lib/i18n';
import { uploadForVerification } from '../api/registry';
import { useBusySubmit } from '../hooks/useBusySubmit';
import { checkUploadFile } from '../validate';
import '../registry.css';

/**
 * dzzzverification: upload a licence PDF (only the first of several files is used) to check its
 * signature. The file input stays hidden behind antd-mobile's button (the browser's own "Choose
 * Files" control also writes the name, which the list row already shows); the row shows the chosen
 * file once, and a progress bar the share sent while uploading.
 */
export default function VerificationPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
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

  const submit = async () => {
    if (!file) {
      showToast(hint);
      return;
    }
    if (!(await showConfirm(t('registry.confirmUpload')))) return;
    setProgress(0);
    await run(async () => {
      try {
        const answer = (await uploadForVerification(file, setProgress)) as { state?: number; msg?: string; errmsg?: string };
        if (answer.state === 1) {
          await showAlert(answer.msg || t('registry.uploaded'));
          window.location.assign('/my/dzzzverificationrecord');
        } else await showAlert(answer.errmsg ?? answer.msg ?? '');
      } finally {
        setProgress(null);
      }
    });
  };

  const percent = progress === null ? 0 : Math.round(progress * 100);
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
