import { Modal, Table, Tag } from 'antd';
import useSWR from 'swr';
import { CallFailed } from '../../lib/CallFailed';
import { useStaffT as useT } from '../../lib/i18n';
import { citizenBookingsKey, getCitizenBookings, type CounterBooking } from './api';

const ATTENDANCE_COLOURS: Record<CounterBooking['attendance'], string> = { booked: 'blue', arrived: 'green', noshow: 'red', cancelled: 'default' };

/** Attendance as a tag: booked, arrived, no-show, cancelled. */
export function AttendanceTag({ attendance }: { attendance: CounterBooking['attendance'] }) {
  const t = useT();
  return <Tag color={ATTENDANCE_COLOURS[attendance]}>{t(`staff.counter.attendance.${attendance}`)}</Tag>;
}

/** Every booking of the citizen behind one, with its arrivals and no-shows (the staff's view of a citizen). */
export function CitizenBookings({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const t = useT();
  const { data, error, isLoading } = useSWR(citizenBookingsKey(orderId), getCitizenBookings);
  return (
    <Modal open title={t('staff.counter.citizenTitle')} onCancel={onClose} footer={null} width={820}>
      <CallFailed error={error} />
      <Table<CounterBooking>
        rowKey="orderId"
        size="small"
        loading={isLoading}
        dataSource={data}
        pagination={false}
        columns={[
          { title: t('staff.counter.col.day'), dataIndex: 'calendar' },
          { title: t('staff.counter.col.time'), dataIndex: 'timeName' },
          { title: t('staff.counter.col.serial'), dataIndex: 'serial' },
          { title: t('staff.counter.col.business'), dataIndex: 'processName' },
          { title: t('staff.counter.col.attendance'), render: (_, row) => <AttendanceTag attendance={row.attendance} /> },
        ]}
      />
    </Modal>
  );
}
