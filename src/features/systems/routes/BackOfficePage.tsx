import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';
import { staffEntryOf } from '../../../../engine/routing/staffEntries';

/** /admin and /partner open the staff app; /agenter (agencies filing for clients) is not open yet and says how agents file today. */
export default function BackOfficePage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A full page load into the staff desktop app, which has its own session and cookie (decisions 0048, 0056, 0079).
  const target = staffEntryOf(pathname);
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
