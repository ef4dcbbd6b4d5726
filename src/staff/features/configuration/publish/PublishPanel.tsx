import { Alert, Button, Input, Result, Select, Space } from 'antd';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useStaffT as useT } from '../../../lib/i18n';
import { errorText } from '../../../lib/errorText';
import { dryRun, impactOf, publish, refusalProblems, VERSIONS_KEY, type ConfigFiles, type ConfigImpact, type ConfigProblem, type ConfigVersionRow } from '../api';
import { ProblemsTable } from '../ProblemsTable';
import { ImpactReport } from './ImpactReport';
import { SectionTitle } from '../../../lib/PageTitle';

type Outcome = { kind: 'impact' | 'dryRun'; impact: ConfigImpact } | { kind: 'published'; number: number; impact: ConfigImpact } | { kind: 'refused'; message: string; problems: ConfigProblem[] };

/**
 * The candidate's way out: its impact against any version, a dry run of the publish (the same
 * answer, nothing stored), and the publish itself with a note. A publish the check refuses shows
 * its findings; a published one, its new number.
 */
export function PublishPanel({ files, versions, blocked }: { files: ConfigFiles | undefined; versions: ConfigVersionRow[]; blocked: boolean }) {
  const t = useT();
  const { mutate } = useSWRConfig();
  const [note, setNote] = useState('');
  const [against, setAgainst] = useState<number | undefined>();
  const [busy, setBusy] = useState<Outcome['kind'] | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const run = async (kind: Outcome['kind'], call: () => Promise<Outcome>) => {
    setBusy(kind);
    try {
      setOutcome(await call());
    } catch (error) {
      setOutcome({ kind: 'refused', message: errorText(error), problems: refusalProblems(error) });
    } finally {
      setBusy(undefined);
    }
  };
  const disabled = !files || blocked || busy !== undefined;

  return (
    <section aria-label={t('staff.configuration.publishTitle')}>
      <SectionTitle>{t('staff.configuration.publishTitle')}</SectionTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input aria-label={t('staff.configuration.note')} placeholder={t('staff.configuration.note')} value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} style={{ width: 360 }} />
        <Select
          aria-label={t('staff.configuration.against')}
          placeholder={t('staff.configuration.againstCurrent')}
          allowClear
          style={{ width: 180 }}
          value={against}
          onChange={setAgainst}
          options={versions.map((row) => ({ value: row.number, label: t('staff.configuration.versionLabel', { number: row.number }) }))}
        />
        <Button disabled={disabled} loading={busy === 'impact'} onClick={() => void run('impact', async () => ({ kind: 'impact', impact: await impactOf(files!, against) }))}>
          {t('staff.configuration.impact')}
        </Button>
        <Button disabled={disabled} loading={busy === 'dryRun'} onClick={() => void run('dryRun', async () => ({ kind: 'dryRun', impact: await dryRun(files!, note.trim()) }))}>
          {t('staff.configuration.dryRun')}
        </Button>
        <Button
          type="primary"
          disabled={disabled || note.trim() === ''}
          loading={busy === 'published'}
          onClick={() =>
            void run('published', async () => {
              const published = await publish(files!, note.trim());
              await mutate(VERSIONS_KEY);
              return { kind: 'published', ...published };
            })
          }
        >
          {t('staff.configuration.publish')}
        </Button>
      </Space>
      {outcome?.kind === 'dryRun' && <Alert type="info" showIcon message={t('staff.configuration.dryRunDone')} style={{ marginBottom: 16 }} />}
      {outcome?.kind === 'published' && <Result status="success" title={t('staff.configuration.published', { number: outcome.number })} />}
      {outcome?.kind === 'refused' && (
        <>
          <Alert type="error" showIcon message={outcome.message} style={{ marginBottom: 16 }} />
          {outcome.problems.length > 0 && <ProblemsTable problems={outcome.problems} />}
        </>
      )}
      {outcome && outcome.kind !== 'refused' && <ImpactReport impact={outcome.impact} />}
    </section>
  );
}
