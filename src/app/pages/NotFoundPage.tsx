import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { PageState } from '../../components/PageState/PageState';
import { routePath } from '../routeTable';

/** Any unknown path: 页面不存在, with a button back to the route named home. */
export default function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <PageState
      icon="/icons/search.svg"
      title={t('shell.pageNotFound')}
      action={{ label: t('shell.backHome'), onClick: () => navigate(routePath('home') ?? '/') }}
    />
  );
}
