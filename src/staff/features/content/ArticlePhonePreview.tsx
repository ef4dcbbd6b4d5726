import { ArticleBody } from '../../../lib/article/ArticleBody';
import { useStaffT as useT } from '../../lib/i18n';
import './content.css';

/**
 * An article as the citizen's phone draws it (390 px): its title, source and body through the
 * citizen page's own body component (src/lib/article), the HTML as the server sanitized it.
 */
export function ArticlePhonePreview({ title, source, html }: { title: string; source: string; html: string }) {
  const t = useT();
  return (
    <div className="phone-frame" role="region" aria-label={t('staff.content.preview')} tabIndex={0}>
      <article className="phone-article">
        <h2 className="phone-title">{title}</h2>
        {source ? <p className="phone-meta">{source}</p> : null}
        <ArticleBody content={html} format="html" />
      </article>
    </div>
  );
}
