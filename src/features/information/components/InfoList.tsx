import { useEffect, useState } from 'react';
import List from 'antd-mobile/es/components/list';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchForm } from '../../../components/SearchForm/SearchForm';
import useSWR from 'swr';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { failedCall } from '../../../components/LoadFailed/failedCall';
import { Pager } from '../../../components/Pager/Pager';
import { PAGE_SIZE } from '../../../components/Pager/pagerModel';
import { useT } from '../../../lib/i18n';
import { listInfo, type InfoType } from '../api/information';
import { ArticleView } from './ArticleView';
import '../information.css';

export interface InfoListProps {
  type: InfoType;
  /** The list's own path, where the detail's back action returns. */
  listPath: string;
  /** The laws page is sized to the window height minus 46. */
  fitWindow?: boolean;
}

/** The window height minus 46 px (spec 000 section 9, laws page), kept up to date on resize. */
function useWindowHeightMinus(offset: number, enabled: boolean): number | undefined {
  const [height, setHeight] = useState(() => (enabled && typeof window !== 'undefined' ? window.innerHeight - offset : undefined));
  useEffect(() => {
    if (!enabled) return undefined;
    const update = () => setHeight(window.innerHeight - offset);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [enabled, offset]);
  return height;
}

/**
 * News, guide, notices and policies: a search box, 5 items a page (pagination only beyond 5 items,
 * ellipsis beyond 5 pages, total count); ?uuid= shows the detail with a back action to the list.
 * A failed load shows its errmsg in place of the list, with the pagination hidden.
 */
export function InfoList({ type, listPath, fitWindow = false }: InfoListProps) {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const uuid = params.get('uuid');
  const search = params.get('searchVal') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [typed, setTyped] = useState(search);
  const height = useWindowHeightMinus(46, fitWindow);
  const listCall = useSWR(uuid ? null : ['guids', type, search], () => listInfo(type, search));
  const { data } = listCall;
  const failure = failedCall(listCall);

  if (uuid) return <ArticleView type={type} uuid={uuid} onBack={() => navigate(listPath)} />;

  const setQuery = (next: { searchVal?: string; page?: number }) => {
    const query = new URLSearchParams();
    const value = next.searchVal ?? search;
    if (value) query.set('searchVal', value);
    if ((next.page ?? 1) > 1) query.set('page', String(next.page));
    setParams(query, { replace: true });
  };
  const items = data?.content ?? [];
  const shown = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <div className="info-list" style={height ? { height, overflowY: 'auto' } : undefined}>
      <SearchForm
        className="info-search"
        label={t('info.searchPlaceholder')}
        value={typed}
        onChange={setTyped}
        onSearch={(value) => setQuery({ searchVal: value, page: 1 })}
        onClear={() => setQuery({ searchVal: '', page: 1 })}
      />
      {failure ? (
        <LoadFailed {...failure} />
      ) : (
        <>
          {data && items.length === 0 ? <p className="info-empty">{t('info.empty')}</p> : null}
          <List className="info-items">
            {shown.map((item) => (
              <List.Item key={item.uuid} onClick={() => navigate(`${listPath}?uuid=${encodeURIComponent(item.uuid)}`)} description={item.pubdate}>
                {item.title}
              </List.Item>
            ))}
          </List>
          {data ? <Pager total={data.total} current={page} onChange={(next) => setQuery({ page: next })} /> : null}
        </>
      )}
    </div>
  );
}
