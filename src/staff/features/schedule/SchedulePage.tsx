import { useState } from 'react';
import { Alert, Button, Input, Space, Tabs, Typography } from 'antd';
import useSWR from 'swr';
import { CallFailed } from '../../lib/CallFailed';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle } from '../../lib/PageTitle';
import { getSchedule, publishSchedule, scheduleImpact, scheduleKey, type AppointmentConfig, type ScheduleConflict, type ScheduleResolution } from './api';
import { BusinessesTab } from './BusinessesTab';
import { CalendarTab } from './CalendarTab';
import { CentresTab } from './CentresTab';
import { conflictsOf } from './conflictsOf';
import { DaysTab } from './DaysTab';
import { edited, type EditDraft } from './draft';
import { ResolveModal } from './ResolveModal';

/**
 * 预约排班 (issue 32, docs/decisions/0096): centres, businesses and their places, slot templates,
 * holidays and swapped working days, the booking window and the queue's settings, edited here and
 * published as a configuration version (checked whole as the console's are). A change that would
 * drop bookings asks what to do with each before it is published.
 */
export default function SchedulePage() {
  const t = useT();
  const { data, error, mutate } = useSWR(scheduleKey, getSchedule);
  const [draft, setDraft] = useState<{ basedOn: number; reference: AppointmentConfig }>();
  const [note, setNote] = useState('');
  const [conflicts, setConflicts] = useState<ScheduleConflict[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string; problems?: string[] }>();

  const current = draft && draft.basedOn === data?.number ? draft : data && { basedOn: data.number, reference: data.reference };
  const edit: EditDraft = (change) => current && setDraft({ basedOn: current.basedOn, reference: edited(current.reference, change) });

  const publish = async (resolutions: ScheduleResolution[]) => {
    if (!current) return;
    setBusy(true);
    try {
      const published = await publishSchedule({ reference: current.reference, note, basedOn: current.basedOn, resolutions });
      setConflicts([]);
      setDraft(undefined);
      setOutcome({ type: 'success', text: t('staff.schedule.published', { number: published.number, moved: published.moved.length, cancelled: published.cancelled.length }) });
      await mutate();
    } catch (failure) {
      // Booked meanwhile: the refusal names every booking without a resolution, asked again.
      const named = conflictsOf(failure);
      setConflicts(named);
      if (!named.length) setOutcome({ type: 'error', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    if (!current) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const impact = await scheduleImpact(current.reference);
      const errors = impact.problems.filter((problem) => problem.severity === 'error');
      if (errors.length) {
        setOutcome({ type: 'error', text: t('staff.schedule.problems'), problems: errors.map((problem) => `${problem.file} ${problem.pointer}: ${problem.reason}`) });
      } else if (impact.conflicts.length) {
        setConflicts(impact.conflicts);
      } else {
        await publish([]);
      }
    } catch (failure) {
      setOutcome({ type: 'error', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <PageTitle>{t('staff.schedule.title')}</PageTitle>
      <CallFailed error={error} />
      {current && data ? (
        <>
          <Typography.Paragraph>{t('staff.schedule.version', { number: data.number })}</Typography.Paragraph>
          <Tabs
            items={[
              { key: 'centres', label: t('staff.schedule.tab.centres'), children: <CentresTab draft={current.reference} edit={edit} /> },
              { key: 'businesses', label: t('staff.schedule.tab.businesses'), children: <BusinessesTab draft={current.reference} edit={edit} /> },
              { key: 'calendar', label: t('staff.schedule.tab.holidays'), children: <CalendarTab draft={current.reference} edit={edit} /> },
              { key: 'days', label: t('staff.schedule.tab.days'), children: <DaysTab served={data.reference} /> },
            ]}
          />
          <Space.Compact style={{ width: 640, marginTop: 16 }}>
            <Input aria-label={t('staff.schedule.field.note')} placeholder={t('staff.schedule.field.note')} value={note} onChange={(event) => setNote(event.target.value)} />
            <Button type="primary" loading={busy} onClick={() => void check()}>
              {t('staff.schedule.publish')}
            </Button>
          </Space.Compact>
          {outcome ? (
            <Alert
              style={{ marginTop: 12 }}
              type={outcome.type}
              showIcon
              role={outcome.type === 'error' ? 'alert' : 'status'}
              title={outcome.text}
              description={outcome.problems ? outcome.problems.map((line) => <div key={line}>{line}</div>) : undefined}
            />
          ) : null}
          {conflicts.length ? <ResolveModal conflicts={conflicts} busy={busy} confirmLabel={t('staff.schedule.publishResolved')} onCancel={() => setConflicts([])} onConfirm={(resolutions) => void publish(resolutions)} /> : null}
        </>
      ) : null}
    </section>
  );
}
