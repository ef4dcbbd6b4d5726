import { lazy, Suspense, useState } from 'react';
import { Badge, Button } from 'antd';
import useSWR from 'swr';
import { useStaffT as useT } from '../../lib/i18n';
import { getNotifications, NOTIFICATIONS_KEY, NOTIFICATIONS_POLL_MS } from './api';

// The drawer and its list load on the first click: the header of every page carries the badge only.
const NotificationDrawer = lazy(() => import('./NotificationDrawer'));

/** A bell, drawn here (the icon package is not among the app's dependencies). */
const Bell = () => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" fill="currentColor">
    <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
  </svg>
);

/**
 * The header's bell (docs/decisions/0091): the unread count on a badge, asked for every few seconds
 * while the app is open (every server process answers it from the shared database), and the drawer
 * of the member's notices.
 */
export function NotificationBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { data, error, mutate } = useSWR(NOTIFICATIONS_KEY, () => getNotifications(), { refreshInterval: NOTIFICATIONS_POLL_MS, revalidateOnFocus: true });
  const unread = data?.unread ?? 0;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Badge count={unread} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<Bell />} aria-label={t('staff.notifications.bell', { count: unread })} onClick={show} data-testid="notification-bell" />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} newest={data} error={error} refresh={() => mutate()} />
        </Suspense>
      )}
    </>
  );
}
