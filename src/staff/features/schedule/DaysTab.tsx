import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Space } from 'antd';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { setCentreDay, type AppointmentConfig, type ScheduleConflict, type ScheduleResolution } from './api';
import { conflictsOf } from './conflictsOf';
import { ResolveModal } from './ResolveModal';

/** 网点开放与休息日: one centre's day opened (with its slots) or closed, its bookings moved or cancelled first. */
export function DaysTab({ served }: { served: AppointmentConfig }) {
  const t = useT();
  const [areaId, setAreaId] = useState(served.centres[0]?.id);
  const [day, setDay] = useState('');
  const [conflicts, setConflicts] = useState<ScheduleConflict[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string }>();

  const send = async (holiday: boolean, resolutions: ScheduleResolution[] = []) => {
    if (!areaId || !day) return;
    setBusy(true);
    try {
      const done = await setCentreDay({ areaId, calendar: day, holiday, resolutions });
      setConflicts([]);
      setOutcome({ type: 'success', text: t('staff.schedule.dayDone', { day, moved: done.moved.length, cancelled: done.cancelled.length }) });
    } catch (error) {
      const named = conflictsOf(error);
      setConflicts(named);
      if (!named.length) setOutcome({ type: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item label={t('staff.schedule.field.centre')}>
          <Select aria-label={t('staff.schedule.field.centre')} style={{ width: 320 }} value={areaId} onChange={setAreaId} options={served.centres.map((centre) => ({ value: centre.id, label: centre.name }))} />
        </Form.Item>
        <Form.Item label={t('staff.schedule.field.day')}>
          <Input type="date" aria-label={t('staff.schedule.field.day')} value={day} onChange={(event) => setDay(event.target.value)} />
        </Form.Item>
        <Space>
          <Button danger disabled={!day} loading={busy} onClick={() => void send(true)}>
            {t('staff.schedule.closeDay')}
          </Button>
          <Button disabled={!day} loading={busy} onClick={() => void send(false)}>
            {t('staff.schedule.openDay')}
          </Button>
        </Space>
      </Form>
      {outcome ? <Alert style={{ marginTop: 12 }} type={outcome.type} showIcon role={outcome.type === 'error' ? 'alert' : 'status'} title={outcome.text} /> : null}
      {conflicts.length ? <ResolveModal conflicts={conflicts} busy={busy} confirmLabel={t('staff.schedule.closeResolved')} onCancel={() => setConflicts([])} onConfirm={(resolutions) => void send(true, resolutions)} /> : null}
    </>
  );
}
