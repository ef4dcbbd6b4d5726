import { useState } from 'react';
import { App, Badge, Button, ConfigProvider, Drawer, List, Space, Typography } from 'antd';
import useSWR from 'swr';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { readableTheme } from '../../lib/readableTheme';
import { getNotifications, markAllRead, markRead, NOTIFICATIONS_KEY, NOTIFICATIONS_POLL_MS, type StaffNotification } from './api';
import { noticeLink, noticeText } from './noticeText';

/** A bell, drawn here (the icon package is not among the app's dependencies). */
const Bell = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
  </svg>
);

/**
 * The header's bell (docs/decisions/0091): the unread count on a badge, asked for every few seconds
 * while the app is open, and a drawer of the member's notices newest first (more on demand). Each
 * notice about a case names it by its acceptance number and opens its file, marking it read.
 */
export function NotificationBell() {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [older, setOlder] = useState<StaffNotification[]>([]);
  const [next, setNext] = useState<string | null | undefined>(undefined);
  const { data, error, mutate } = useSWR(NOTIFICATIONS_KEY, () => getNotifications(), { refreshInterval: NOTIFICATIONS_POLL_MS, revalidateOnFocus: true });
  const unread = data?.unread ?? 0;
  const newest = data?.list ?? [];
  const shown = [...newest, ...older.filter((notice) => !newest.some((seen) => seen.id === notice.id))];
  const cursor = next === undefined ? data?.next : next;

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      await mutate();
    } catch (failure) {
      void message.error(errorText(failure));
    }
  };

  const follow = (notice: StaffNotification) => {
    setOpen(false);
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
    <ConfigProvider theme={readableTheme}>
      <Badge count={unread} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<Bell />} aria-label={t('staff.notifications.bell', { count: unread })} onClick={() => setOpen(true)} data-testid="notification-bell" />
      </Badge>
      <Drawer title={t('staff.notifications.title')} open={open} onClose={() => setOpen(false)} size={420}
        extra={<Button size="small" disabled={unread === 0} onClick={() => void run(markAllRead)}>{t('staff.notifications.markAllRead')}</Button>}>
        {error && <Typography.Text type="danger" role="alert">{errorText(error)}</Typography.Text>}
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
    </ConfigProvider>
  );
}
