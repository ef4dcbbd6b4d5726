import Button from 'antd-mobile/es/components/button';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { isAnswered } from '../../../components/LoadFailed/isAnswered';
import { PageState } from '../../../components/PageState/PageState';
import { ArticleBody } from '../../../lib/article/ArticleBody';
import { useT } from '../../../lib/i18n';
import { getArticle, type InfoType } from '../api/information';
import '../information.css';

/**
 * One article: plain text in paragraphs, or the editor's rich text the server sanitized (ArticleBody), with a back action to its list.
 * Without a type the article is looked up by its uuid alone and back leads to the list of the type
 * it turns out to be (decision 0065).
 */
export function ArticleView({ type, uuid, onBack }: { type?: InfoType | undefined; uuid: string; onBack: (type: InfoType | undefined) => void }) {
  const t = useT();
  const { data, error, mutate } = useSWR(['article', type ?? '', uuid], () => getArticle(type, uuid));
  if (error && !data && !isAnswered(error)) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (error) return <PageState title={error instanceof Error ? error.message : t('info.notFound')} live action={{ label: t('info.back'), onClick: () => onBack(type) }} />;
  if (!data) return null;
  return (
    <article className="article">
      <h2 className="article-title">{data.title}</h2>
      <p className="article-meta">
        {data.source ? <span>{t('info.source', { source: data.source })}</span> : null}
        <span>{t('info.published', { date: data.pubdate })}</span>
      </p>
      <ArticleBody content={data.content} format={data.format} />
      <Button block fill="outline" color="primary" onClick={() => onBack(data.type)}>
        {t('info.back')}
      </Button>
    </article>
  );
}
