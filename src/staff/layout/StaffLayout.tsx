import { Suspense } from 'react';
import { Button, Layout, Menu, Spin, Typography } from 'antd';
import useSWR from 'swr';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useStaffT as useT } from '../i18n';
import { getMe, ME_KEY, signOut } from '../api/session';
import { StaffApiError } from '../api/staffApi';
import { PAGE_LABELS } from '../menu';
import { StaffContext } from './staffContext';

/**
 * The signed-in frame: the side menu of the pages the server lists for this member, their name,
 * and sign-out. Without a staff session (401) it goes to the sign-in page.
 */
export function StaffLayout() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: me, error, mutate } = useSWR(ME_KEY, getMe, { revalidateOnFocus: false, shouldRetryOnError: false });
  if (error instanceof StaffApiError && error.status === 401) return <Navigate to="/sign-in" replace />;
  if (!me) return <Spin fullscreen />;

  const leave = async () => {
    await signOut();
    await mutate(undefined, { revalidate: false });
    navigate('/sign-in', { replace: true });
  };

  // A bank's or company's member works in the partner system, not the registry's (docs/decisions/0056).
  const title = t(me.institution ? 'staff.partner.appTitle' : 'staff.appTitle');
  return (
    <StaffContext.Provider value={me}>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider theme="light" width={200}>
          <Typography.Title level={5} style={{ padding: '16px 16px 0' }}>
            {title}
          </Typography.Title>
          <nav aria-label={title}>
            <Menu
              mode="inline"
              selectedKeys={[pathname.split('/')[1] ?? '']}
              items={me.pages.map((key) => ({ key, label: t(PAGE_LABELS[key] ?? 'staff.menu.queue') }))}
              onClick={({ key }) => navigate(`/${key}`)}
            />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: '#fff', display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 16 }}>
            <span>
              {me.name}（{me.roles.map((role) => t(`staff.role.${role}` as 'staff.role.reviewer')).join('、')}）
            </span>
            <Button onClick={() => void leave()}>{t('staff.signOut')}</Button>
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <main>
              <Suspense fallback={<Spin />}>
                <Outlet />
              </Suspense>
            </main>
          </Layout.Content>
        </Layout>
      </Layout>
    </StaffContext.Provider>
  );
}
