import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';

/**
 * Where the slide menu's back-office systems lead (docs/decisions/0048, 0056): a full page load
 * into the staff desktop app under /staff, which has its own session and cookie (nothing of the
 * citizen's goes along). /admin opens it for registry staff, /partner at the partner sign-in for
 * banks and companies.
 */
const STAFF_APP: Record<string, string> = { '/admin': '/staff', '/partner': '/staff/sign-in?for=partner' };

/** /admin and /partner open the staff app; /agenter (agencies filing for clients) is not open yet and says how agents file today. */
export default function BackOfficePage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const target = STAFF_APP[pathname];
  useEffect(() => {
    if (target) window.location.assign(target);
  }, [target]);
  if (target) return null;
  return (
    <PageState
      icon="/icons/site.svg"
      title={t('systems.agenterLater')}
      description={t('systems.agenterToday')}
      action={{ label: t('shell.backHome'), onClick: () => navigate('/') }}
    />
  );
}
