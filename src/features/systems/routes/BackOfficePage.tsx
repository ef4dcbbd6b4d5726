import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';

/** Where the slide menu's system admin (/admin) leads: the staff desktop app, a page of its own (decision 0048). */
const STAFF_APP = '/staff';

/** /agenter and /partner: the back office is not open yet. /admin opens the staff app. */
export default function BackOfficePage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const toStaff = pathname === '/admin';
  useEffect(() => {
    if (toStaff) window.location.assign(STAFF_APP);
  }, [toStaff]);
  if (toStaff) return null;
  return (
    <PageState
      icon="/icons/site.svg"
      title={t('systems.backOfficeLater')}
      action={{ label: t('shell.backHome'), onClick: () => navigate('/') }}
    />
  );
}
