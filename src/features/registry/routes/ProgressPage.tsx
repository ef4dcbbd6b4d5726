import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { showAlert } from '../../../components/feedback/dialogs';
import { StageSteps } from '../../../components/StageSteps/StageSteps';
import { useT } from '../../../lib/i18n';
import { queryProgress, type Progress } from '../api/registry';
import { useBusySubmit } from '../hooks/useBusySubmit';
import '../registry.css';
import { RegistryField } from '../components/RegistryField';
import { RegistryForm } from '../components/RegistryForm';

/** /findaccept (and progressQuery): progress of an application by acceptance number; case matters. */
export default function ProgressPage() {
  const t = useT();
  const [lsh, setLsh] = useState('');
  const [result, setResult] = useState<Progress | null>(null);
  const { busy, run } = useBusySubmit();

  const submit = async () => {
    if (!lsh.trim()) {
      await showAlert(t('registry.progressMissing'));
      return;
    }
    await run(async () => {
      setResult(null);
      setResult(await queryProgress(lsh.trim()));
    }, t('registry.progressNone'));
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
            {/* Each stage its own time: acceptance's here, the current stage's beside it (issue 27). */}
            <dt>{t('registry.actStart')}</dt>
            <dd>{result.acceptedAt ? formatDateTime(result.acceptedAt) : '—'}</dd>
            <dt>{t('registry.activityName')}</dt>
            <dd>{result.activityName}</dd>
            <dt>{t('registry.activityStart')}</dt>
            <dd>{formatDateTime(result.actStart)}</dd>
            {/* The server's expectation (issue 31): shown as answered, never worked out here. */}
            {result.expectedBy ? (
              <>
                <dt>{t('registry.expectedBy')}</dt>
                <dd data-testid="expected-by">
                  {result.expectedBy}
                  {result.expectedBasis ? <span className="registry-note registry-expected-basis">{t(`registry.expectedBasis.${result.expectedBasis}`)}</span> : null}
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className="registry-steps-title">{t('registry.progressSteps')}</h3>
          <StageSteps steps={result.steps} label={t('registry.progressSteps')} />
        </section>
      ) : null}
    </div>
  );
}
