import { useState } from 'react';
import { Modal, Select, Table, Typography } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import type { ScheduleConflict, ScheduleResolution } from './api';

/**
 * The bookings a change would leave without a place, each with what to do with it: moved to the
 * first slot of its business with room (the default), or cancelled. Each citizen is told.
 */
export function ResolveModal({ conflicts, confirmLabel, onConfirm, onCancel, busy }: { conflicts: ScheduleConflict[]; confirmLabel: string; onConfirm: (resolutions: ScheduleResolution[]) => void; onCancel: () => void; busy: boolean }) {
  const t = useT();
  const [actions, setActions] = useState<Record<string, ScheduleResolution['action']>>({});
  const actionOf = (orderId: string) => actions[orderId] ?? 'move';
  return (
    <Modal open width={900} title={t('staff.schedule.conflictsTitle')} okText={confirmLabel} confirmLoading={busy} onCancel={onCancel} onOk={() => onConfirm(conflicts.map((conflict) => ({ orderId: conflict.orderId, action: actionOf(conflict.orderId) })))}>
      <Typography.Paragraph>{t('staff.schedule.conflicts', { count: conflicts.length, serials: conflicts.map((conflict) => conflict.serial).join('、') })}</Typography.Paragraph>
      <Table<ScheduleConflict>
        rowKey="orderId"
        size="small"
        pagination={false}
        dataSource={conflicts}
        columns={[
          { title: t('staff.counter.col.serial'), dataIndex: 'serial' },
          { title: t('staff.counter.col.name'), dataIndex: 'name' },
          { title: t('staff.counter.col.phone'), dataIndex: 'phone' },
          { title: t('staff.schedule.field.centre'), dataIndex: 'areaName' },
          { title: t('staff.counter.col.business'), dataIndex: 'processName' },
          { title: t('staff.counter.col.time'), render: (_, row) => `${row.calendar} ${row.timeName}` },
          { title: t('staff.schedule.col.loss'), render: (_, row) => t(`staff.schedule.loss.${row.loss}`) },
          {
            title: t('staff.schedule.resolution'),
            width: 230,
            render: (_, row) => (
              <Select
                aria-label={`${t('staff.schedule.resolution')} ${row.serial}`}
                style={{ width: '100%' }}
                value={actionOf(row.orderId)}
                onChange={(action) => setActions((current) => ({ ...current, [row.orderId]: action }))}
                options={[
                  { value: 'move', label: t('staff.schedule.resolution.move') },
                  { value: 'cancel', label: t('staff.schedule.resolution.cancel') },
                ]}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
