import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { showAlert } from '../../../components/feedback/dialogs';
import { ApiError } from '../../../lib/api/client';
import { useT } from '../../../lib/i18n';
import { queryProgress, type Progress } from '../api/registry';
import '../registry.css';
import { RegistryField } from '../components/RegistryField';
import { RegistryForm } from '../components/RegistryForm';

/** /findaccept (and progressQuery): progress of an application by acceptance number; case matters. */
export default function ProgressPage() {
  const t = useT();
  const [lsh, setLsh] = useState('');
  const [result, setResult] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!lsh.trim()) {
      await showAlert(t('registry.progressMissing'));
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      setResult(await queryProgress(lsh.trim()));
    } catch (error) {
      if (error instanceof ApiError && !error.redirecting) await showAlert(error.message || t('registry.progressNone'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="registry-page">
      <RegistryForm onSubmit={submit}>
        <RegistryField id="progress-lsh" label={t('registry.acceptNumber')} value={lsh} onChange={(event) => setLsh(event.target.value)} autoCapitalize="off" autoCorrect="off" autoComplete="off" spellCheck={false} />
        <p className="registry-note">{t('registry.progressHint')}</p>
        <Button type="submit" block color="primary" size="large" loading={busy}>
          {t('registry.query')}
        </Button>
      </RegistryForm>
      {result ? (
        <section className="registry-result" aria-live="polite">
          <dl>
            <dt>{t('registry.serialNumber')}</dt>
            <dd>{result.serialNumber}</dd>
            <dt>{t('registry.applicant')}</dt>
            <dd>{result.name}</dd>
            <dt>{t('registry.processName')}</dt>
            <dd>{result.processName}</dd>
            <dt>{t('registry.actStart')}</dt>
            <dd>{new Date(result.actStart).toLocaleString('zh-CN', { hour12: false })}</dd>
            <dt>{t('registry.activityName')}</dt>
            <dd>{result.activityName}</dd>
          </dl>
        </section>
      ) : null}
    </div>
  );
}
