import { Space, Tag } from 'antd';
import type { QueueRow } from '../../../../../engine/contract/staff/review';
import { useStaffT as useT } from '../../../lib/i18n';
import { lastDayOf } from './queueView';

/**
 * A case's statutory deadline as the queue and the case file show it (docs/decisions/0073): its
 * last day (China time), the working days left (standing still while suspended), overdue and
 * suspended marks.
 */
export function DeadlineTags({ clock }: { clock: Pick<QueueRow, 'overdue' | 'suspended'> & { deadline: string | null; daysLeft: number | null } }) {
  const t = useT();
  if (!clock.deadline) return <>—</>;
  return (
    <Space size={4} wrap>
      {lastDayOf(clock.deadline)}
      {clock.overdue ? (
        <Tag color="red">{t('staff.queue.overdue')}</Tag>
      ) : (
        clock.daysLeft !== null && <Tag color={clock.daysLeft <= 2 ? 'orange' : undefined}>{clock.daysLeft > 0 ? t('staff.queue.daysLeft', { n: clock.daysLeft }) : t('staff.queue.dueToday')}</Tag>
      )}
      {clock.suspended && <Tag>{t('staff.queue.suspended')}</Tag>}
    </Space>
  );
}
