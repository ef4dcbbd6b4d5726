import { Navigate } from 'react-router-dom';
import { Result } from 'antd';
import { useStaffT as useT } from '../lib/i18n';
import { useStaffMe } from '../lib/staffContext';
import { homePath } from './staffPages';

/**
 * /staff: the first page the member may open (the work queue for the review roles). A role whose
 * pages are still to come (the configuration's waitingFor) is told so, not sent to a page it may not open.
 */
export function HomePage() {
  const t = useT();
  const path = homePath(useStaffMe()?.pages ?? []);
  if (path) return <Navigate to={path} replace />;
  return <Result status="info" title={<h1 style={{ fontSize: 24 }}>{t('staff.noPages')}</h1>} subTitle={t('staff.noPagesHint')} />;
}
