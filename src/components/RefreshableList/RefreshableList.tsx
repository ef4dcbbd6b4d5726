import type { ReactNode } from 'react';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useT } from '../../lib/i18n';
import { LOAD_MORE_DELAY_MS, PULL_OFFSET, REFRESH_DELAY_MS, delay } from './listConstants';
import './RefreshableList.css';

export interface RefreshableListProps {
  children: ReactNode;
  onRefresh: () => Promise<unknown>;
  /** Omit for a list that has everything at once. */
  onLoadMore?: () => Promise<unknown>;
  hasMore?: boolean;
  /** The 'loading' / 'no more data' line under the list (default shown; /prodoing shows it beyond 5 items). */
  footer?: boolean;
}

/** Pull-to-refresh with the specification's constants, and infinite loading ending in 'no more data'. */
export function RefreshableList({ children, onRefresh, onLoadMore, hasMore = false, footer = true }: RefreshableListProps) {
  const t = useT();
  return (
    <PullToRefresh
      threshold={PULL_OFFSET}
      completeDelay={REFRESH_DELAY_MS}
      pullingText={t('pull.pulling')}
      canReleaseText={t('pull.canRelease')}
      refreshingText={t('common.loading')}
      completeText={t('pull.complete')}
      onRefresh={async () => {
        await onRefresh();
      }}
    >
      {children}
      {onLoadMore ? (
        <InfiniteScroll
          threshold={PULL_OFFSET}
          hasMore={hasMore}
          loadMore={async () => {
            await delay(LOAD_MORE_DELAY_MS);
            await onLoadMore();
          }}
        >
          {footer ? hasMore ? t('common.loading') : <span>{t('common.noMoreData')}</span> : null}
        </InfiniteScroll>
      ) : footer ? (
        <p className="list-end">{t('common.noMoreData')}</p>
      ) : null}
    </PullToRefresh>
  );
}
