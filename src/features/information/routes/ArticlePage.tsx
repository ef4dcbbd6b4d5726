import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageState } from '../../../components/PageState/PageState';
import { useT } from '../../../lib/i18n';
import { LIST_PATH, isInfoType } from '../api/information';
import { ArticleView } from '../components/ArticleView';

/** articlecontent?type=&uuid=: one article of any type, with back to its list. */
export default function ArticlePage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const type = params.get('type') ?? 'article';
  const uuid = params.get('uuid');
  if (!isInfoType(type) || !uuid) return <PageState title={t('info.notFound')} action={{ label: t('shell.backHome'), onClick: () => navigate('/') }} />;
  return <ArticleView type={type} uuid={uuid} onBack={() => navigate(LIST_PATH[type])} />;
}
