import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { useSchemaRegistry } from '../../lib/schemas/useSchemaRegistry';
import { PageState } from '../../components/PageState/PageState';
import { HOME_PATH } from '../homePath';
import { RedirectKeepingQuery } from '../shell/RedirectKeepingQuery';

/**
 * Any unknown path: 页面不存在, with a button back to the route named home. A name the
 * specification's router gives a configured page (/dyqInfo, the configuration's aliases) forwards
 * there instead, keeping the query (issue 27); until the configuration is here nothing shows.
 */
export default function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const registry = useSchemaRegistry();
  const alias = registry.data?.subformRoutes?.aliases?.find((entry) => entry.from === pathname);
  if (alias) return <RedirectKeepingQuery to={alias.to} />;
  if (!registry.data && !registry.error) return null;
  return (
    <PageState
      icon="/icons/search.svg"
      title={t('shell.pageNotFound')}
      action={{ label: t('shell.backHome'), onClick: () => navigate(HOME_PATH) }}
    />
  );
}
