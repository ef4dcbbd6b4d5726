import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { PageState } from '../PageState/PageState';

/** One shared placeholder for every route whose screen comes with a later issue. */
export default function ComingSoonPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <PageState
      icon="/icons/apply.svg"
      title={t('common.comingSoon')}
      action={{ label: t('shell.backHome'), onClick: () => navigate('/') }}
    />
  );
}
