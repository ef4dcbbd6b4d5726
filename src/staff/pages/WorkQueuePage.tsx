import { Empty, Typography } from 'antd';
import { useStaffT as useT } from '../i18n';

/** The work queue of the member's roles: filled by the review work (issue 20, part 2). */
export default function WorkQueuePage() {
  const t = useT();
  return (
    <section>
      <Typography.Title level={3}>{t('staff.menu.queue')}</Typography.Title>
      <Empty description={t('staff.queueSoon')} />
    </section>
  );
}
