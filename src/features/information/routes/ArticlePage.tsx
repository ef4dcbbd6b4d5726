import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageState } from '../../../components/PageState/PageState';
import { useT } from '../../../lib/i18n';
import { LIST_PATH, isInfoType } from '../api/information';
import { ArticleView } from '../components/ArticleView';

/**
 * articlecontent?type=&uuid=: one article of any type, with back to its list. A link without
 * ?type opens the article of that uuid whatever its type (decision 0065), not only news.
 */
export default function ArticlePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type');
  const uuid = params.get('uuid');
  if ((type !== null && !isInfoType(type)) || !uuid) return <PageState title={t('info.notFound')} action={{ label: t('shell.backHome'), onClick: () => navigate('/') }} />;
  return <ArticleView type={type ?? undefined} uuid={uuid} onBack={(found) => navigate(found ? LIST_PATH[found] : '/')} />;
}
