import { useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { showAlert, showConfirm } from '../../../components/feedback/dialogs';
import { showToast } from '../../../components/feedback/toast';
import { useT } from '../../../lib/i18n';
import { uploadForVerification } from '../api/registry';
import { useBusySubmit } from '../hooks/useBusySubmit';
import { checkUploadFile } from '../validate';
import '../registry.css';

/** dzzzverification: upload a licence PDF (only the first of several files is used) to check its signature. */
export default function VerificationPage() {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useBusySubmit();

  const choose = (files: FileList | null) => {
    const first = files?.[0] ?? null;
    if (!first) return;
    const problem = checkUploadFile(first);
    if (problem) {
      showToast(t(problem));
      if (input.current) input.current.value = '';
      setFile(null);
      return;
    }
    setFile(first);
  };

  const submit = async () => {
    if (!file) {
      showToast(t('registry.uploadHint'));
      return;
    }
    if (!(await showConfirm(t('registry.confirmUpload')))) return;
    await run(async () => {
      const answer = (await uploadForVerification(file, { xzqBm: '130400', xzqMc: '邯郸市' })) as { state?: number; msg?: string; errmsg?: string };
      if (answer.state === 1) {
        await showAlert(answer.msg || t('registry.uploaded'));
        window.location.assign('/my/dzzzverificationrecord');
      } else await showAlert(answer.errmsg ?? answer.msg ?? '');
    });
  };

  return (
    <div className="registry-page">
      <div className="registry-form">
        <p className="registry-note">{t('registry.uploadHint')}</p>
        <div className="registry-field">
          <label htmlFor="verify-file">{t('registry.chooseFile')}</label>
          <input id="verify-file" ref={input} type="file" accept=".pdf,application/pdf" multiple onChange={(event) => choose(event.target.files)} />
        </div>
        {file ? <p className="registry-file">{file.name}</p> : null}
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
