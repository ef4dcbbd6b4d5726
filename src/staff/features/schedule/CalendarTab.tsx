import { Button, Form, Input, InputNumber, Table } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import type { AppointmentConfig } from './api';
import { listOf, type EditDraft } from './draft';

type Holiday = AppointmentConfig['holidays'][number];
type QueueField = 'addtime' | 'yuyueabovetime' | 'cancelyuyuetime' | 'yuyueday';

/** 节假日与调休 and 预约窗口与排队设置: the public holidays, the weekend days worked in their place, the window and the queue's fields. */
export function CalendarTab({ draft, edit }: { draft: AppointmentConfig; edit: EditDraft }) {
  const t = useT();
  const setHoliday = (index: number, change: (holiday: Holiday) => void) => edit((copy) => change(copy.holidays[index]!));
  const number = (field: QueueField) => (
    <Form.Item key={field} label={t(`staff.schedule.field.${field}`)}>
      <InputNumber aria-label={t(`staff.schedule.field.${field}`)} min={field === 'addtime' ? 5 : field === 'yuyueday' ? 1 : 0} value={draft.queue[field]} onChange={(value) => value !== null && edit((copy) => (copy.queue[field] = value))} />
    </Form.Item>
  );
  return (
    <>
      <Table<Holiday>
        rowKey={(_, index) => String(index)}
        size="small"
        pagination={false}
        dataSource={draft.holidays}
        columns={[
          { title: t('staff.schedule.field.holidayName'), render: (_, row, index) => <Input aria-label={`${t('staff.schedule.field.holidayName')} ${index + 1}`} value={row.name ?? ''} onChange={(event) => setHoliday(index, (holiday) => (holiday.name = event.target.value))} /> },
          {
            title: t('staff.schedule.field.from'),
            width: 190,
            render: (_, row, index) => <Input type="date" aria-label={`${t('staff.schedule.field.from')} ${index + 1}`} value={row.from} onChange={(event) => setHoliday(index, (holiday) => (holiday.from = event.target.value))} />,
          },
          {
            title: t('staff.schedule.field.days'),
            width: 120,
            render: (_, row, index) => <InputNumber aria-label={`${t('staff.schedule.field.days')} ${index + 1}`} min={1} max={31} value={row.days} onChange={(value) => setHoliday(index, (holiday) => (holiday.days = value ?? 1))} />,
          },
          {
            title: '',
            width: 80,
            render: (_, _row, index) => (
              <Button danger size="small" onClick={() => edit((copy) => copy.holidays.splice(index, 1))}>
                {t('staff.schedule.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Button style={{ margin: '12px 0' }} onClick={() => edit((copy) => copy.holidays.push({ name: '', from: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10), days: 1 }))}>
        {t('staff.schedule.add')}
      </Button>
      <Input addonBefore={t('staff.schedule.field.workdays')} aria-label={t('staff.schedule.field.workdays')} defaultValue={(draft.workdays ?? []).join(', ')} onBlur={(event) => edit((copy) => (copy.workdays = listOf(event.target.value)))} />
      <Form layout="inline" style={{ marginTop: 16, rowGap: 8 }}>
        <Form.Item label={t('staff.schedule.field.strtime')}>
          <Input aria-label={t('staff.schedule.field.strtime')} style={{ width: 90 }} value={draft.queue.strtime} onChange={(event) => edit((copy) => (copy.queue.strtime = event.target.value))} />
        </Form.Item>
        {(['addtime', 'yuyueabovetime', 'cancelyuyuetime', 'yuyueday'] as const).map(number)}
      </Form>
    </>
  );
}
