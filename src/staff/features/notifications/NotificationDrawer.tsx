import { useState } from 'react';
import { App, Button, Drawer, List, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { getNotifications, markAllRead, markRead, type StaffNotification, type StaffNotifications } from './api';
import { noticeLink, noticeText } from './noticeText';

interface Props {
  open: boolean;
  onClose(): void;
  /** The newest page, as the bell polls it; undefined before the first answer. */
  newest: StaffNotifications | undefined;
  error: unknown;
  /** Asks the bell's page again (after a read mark). */
  refresh(): Promise<unknown>;
}

/**
 * The bell's drawer (docs/decisions/0091), loaded on its first opening: the member's notices newest
 * first, older pages on demand. Each notice about a case names it by its acceptance number and
 * opens its file, marking it read. Times in China time.
 */
export default function NotificationDrawer({ open, onClose, newest, error, refresh }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [older, setOlder] = useState<StaffNotification[]>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const unread = newest?.unread ?? 0;
  const first = newest?.list ?? [];
  const shown = [...first, ...older.filter((notice) => !first.some((seen) => seen.id === notice.id))];
  const cursor = next === undefined ? newest?.next : next;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await refresh();
    } catch (failure) {
      void message.error(errorText(failure));
    }
  };

  const follow = (notice: StaffNotification) => {
    onClose();
    if (!notice.read) void run(() => markRead([notice.id]));
    navigate(noticeLink(notice));
  };

  const more = () =>
    void run(async () => {
      if (!cursor) return;
      const page = await getNotifications(cursor);
      setOlder((before) => [...before, ...page.list]);
      setNext(page.next);
    });

  return (
    <Drawer
      title={t('staff.notifications.title')}
      open={open}
      onClose={onClose}
      size={420}
      extra={
        <Button size="small" disabled={unread === 0} onClick={() => void run(markAllRead)}>
          {t('staff.notifications.markAllRead')}
        </Button>
      }
    >
      {Boolean(error) && (
        <Typography.Text type="danger" role="alert">
          {errorText(error)}
        </Typography.Text>
      )}
      <List<StaffNotification>
        dataSource={shown}
        locale={{ emptyText: t('staff.notifications.empty') }}
        loadMore={cursor ? <Button block onClick={more}>{t('staff.notifications.more')}</Button> : null}
        renderItem={(notice) => (
          <List.Item key={notice.id} style={{ background: notice.read ? undefined : '#e6f4ff', paddingInline: 12 }}>
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Typography.Text strong={!notice.read}>{noticeText(t, notice)}</Typography.Text>
              <Typography.Link onClick={() => follow(notice)} data-testid="notification-link">
                {notice.applicationId ? `${notice.prolsh ?? t('staff.notifications.noNumber')}${notice.business ? ` · ${notice.business}` : ''}` : t('staff.notifications.title')}
              </Typography.Link>
              <Typography.Text type="secondary">{formatDateTime(notice.createdAt)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Drawer>
  );
}
