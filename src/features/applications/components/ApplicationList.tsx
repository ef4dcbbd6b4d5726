import { forwardRef, useImperativeHandle } from 'react';
import useSWRInfinite from 'swr/infinite';
import { LoadFailed } from '../../../components/LoadFailed/LoadFailed';
import { RefreshableList } from '../../../components/RefreshableList/RefreshableList';
import { shouldShowPager } from '../../../components/Pager/pagerModel';
import { useT } from '../../../lib/i18n';
import { getApplyList, LIST_FIRST_PAGE, LIST_ROWS, type ApplicationListItem, type ApplicationPage } from '../api/applications';
import { ApplicationCard } from './ApplicationCard';

export interface ApplicationListProps {
  tab: number;
  yytype: string | null;
  onOpen: (item: ApplicationListItem) => void;
}

export interface ApplicationListHandle {
  refresh: () => Promise<unknown>;
}

/**
 * One tab's applications: page 1 first, 15 rows a page, further pages as the citizen scrolls,
 * pull-to-refresh from the top; the paging line shows only beyond 5 applications (spec 001 section 9).
 * Fetched afresh whenever the tab is shown (no deduplication), so a change made elsewhere shows.
 */
export const ApplicationList = forwardRef<ApplicationListHandle, ApplicationListProps>(function ApplicationList({ tab, yytype, onOpen }, ref) {
  const t = useT();
  const { data, size, setSize, mutate, error } = useSWRInfinite(
    (index: number, previous: ApplicationPage | null) => (previous && previous.page * LIST_ROWS >= previous.total ? null : ['applications:list', tab, yytype, LIST_FIRST_PAGE + index]),
    ([, , , page]) => getApplyList(tab, page as number, yytype),
    { revalidateFirstPage: false, dedupingInterval: 0 },
  );
  useImperativeHandle(ref, () => ({ refresh: () => mutate() }), [mutate]);
  const items = data?.flatMap((page) => page.rows) ?? [];
  const total = data?.[0]?.total ?? 0;

  if (error && !data) return <LoadFailed error={error} retry={() => void mutate()} />;
  if (data && total === 0) return <p className="applications-empty">{t('applications.empty')}</p>;
  return (
    <RefreshableList onRefresh={() => mutate()} onLoadMore={() => setSize(size + 1)} hasMore={Boolean(data) && items.length < total} footer={shouldShowPager(total)}>
      <ul className="applications-items">
        {items.map((item) => (
          <ApplicationCard key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </RefreshableList>
  );
});
