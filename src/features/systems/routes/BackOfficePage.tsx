import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { PageState } from '../../../components/PageState/PageState';

/** /agenter, /partner and /admin: the back office is not open yet. */
export default function BackOfficePage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <PageState
      icon="/icons/site.svg"
      title={t('systems.backOfficeLater')}
      action={{ label: t('shell.backHome'), onClick: () => navigate('/') }}
    />
  );
}
