import type { ReactNode } from 'react';
import { Result } from 'antd';
import { useStaffT as useT } from '../lib/i18n';
import { useStaffMe } from '../lib/staffContext';

/**
 * A route none of whose pages the server lists for this member (an address typed or kept from another role) says
 * so, instead of calling what would answer 403 under a spinner; the server still checks every call.
 */
export function PageAllowed({ pages, children }: { pages: string[]; children: ReactNode }) {
  const t = useT();
  const me = useStaffMe();
  if (pages.some((page) => me?.pages.includes(page))) return children;
  return <Result status="403" title={<h1 style={{ fontSize: 24 }}>{t('staff.pageRefused')}</h1>} subTitle={t('staff.pageRefusedHint')} />;
}
