import { Suspense } from 'react';
import { Button, Layout, Menu, Spin, Typography } from 'antd';
import useSWR from 'swr';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api/apiError';
import { getMe, ME_KEY, signOut } from '../features/session/api';
import { useStaffT as useT } from '../lib/i18n';
import { memberLine } from '../lib/roleLabel';
import { StaffContext } from '../lib/staffContext';
import { menuItems, selectedMenuKey } from './staffPages';
import { NotificationBell } from '../features/notifications';
import { ChangePasswordButton } from '../features/accounts';

/**
 * The signed-in frame: the side menu of the pages the server lists for this member, their name,
 * and sign-out. Without a staff session (401) it goes to the sign-in page.
 */
export function StaffLayout() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: me, error, mutate } = useSWR(ME_KEY, getMe, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error instanceof ApiError && error.status === 401) return <Navigate to="/sign-in" replace />;
  if (!me) return <Spin fullscreen />;

  const leave = async () => {
    await signOut();
    await mutate(undefined, { revalidate: false });
    navigate('/sign-in', { replace: true });
  };

  // A bank's or company's member works in the partner system, not the registry's (docs/decisions/0056).
  const title = t(me.institution ? 'staff.partner.appTitle' : 'staff.appTitle');
  const menu = menuItems(me.pages, t);
  return (
    <StaffContext.Provider value={me}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider theme="light" width={200}>
          <Typography.Text strong style={{ display: 'block', padding: '16px 16px 8px' }}>
            {title}
          </Typography.Text>
          <nav aria-label={title}>
            <Menu
              mode="inline"
              selectedKeys={[selectedMenuKey(pathname)]}
              items={menu.map(({ key, label }) => ({ key, label }))}
              onClick={({ key }) => navigate(menu.find((item) => item.key === key)!.path)}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}>
            <NotificationBell />
            <span>{memberLine(me, t)}</span>
            <ChangePasswordButton />
            <Button onClick={() => void leave()}>{t('staff.signOut')}</Button>
          </Layout.Header>
          {/* antd's Content is the page's one main landmark. */}
          <Layout.Content style={{ padding: 24 }}>
            <Suspense fallback={<Spin />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </StaffContext.Provider>
  );
}
