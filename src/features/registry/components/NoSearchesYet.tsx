import { useNavigate } from 'react-router-dom';
import { PageState } from '../../../components/PageState/PageState';
import { useT } from '../../../lib/i18n';

/** The certificate search's records before the first search: say so, and start one (its notice first). */
export function NoSearchesYet() {
  const t = useT();
  const navigate = useNavigate();
  return <PageState title={t('registry.catchNone')} action={{ label: t('registry.catchStart'), onClick: () => navigate('/CatchCert_yhxz') }} />;
}
