import { useT } from '../../lib/i18n';
import { PAGE_SIZE, pageCount, pageItems, shouldShowPager } from './pagerModel';
import './Pager.css';

export interface PagerProps {
  total: number;
  /** 1-based. */
  current: number;
  onChange: (page: number) => void;
  pageSize?: number;
}

/** Shared pagination: nothing when there are 5 items or fewer; see pagerModel for the rules. */
export function Pager({ total, current, onChange, pageSize = PAGE_SIZE }: PagerProps) {
  const t = useT();
  if (!shouldShowPager(total, pageSize)) return null;
  const pages = pageCount(total, pageSize);
  const page = Math.min(Math.max(1, current), pages);
  return (
    <nav className="pager" aria-label={t('common.pagerNav')}>
      <div className="pager-buttons">
        <button type="button" className="pager-button" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label={t('common.pagerPrev')}>
          ‹
        </button>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              className={item === page ? 'pager-button pager-current' : 'pager-button'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('common.pagerPage', { page: item })}
              onClick={() => onChange(item)}
            >
              {item}
            </button>
          ) : (
            <span key={item} className="pager-ellipsis" aria-hidden="true">
              …
            </span>
          ),
        )}
        <button type="button" className="pager-button" disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label={t('common.pagerNext')}>
          ›
        </button>
      </div>
      <p className="pager-total">{t('common.pagerTotal', { total })}</p>
    </nav>
  );
}

export default Pager;
