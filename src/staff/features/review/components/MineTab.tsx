import { useState } from 'react';

import useSWR from 'swr';
import { CaseRowsTable, CursorPager } from '../../../lib/CaseRowsTable';
import { cursorPages } from '../../../lib/cursorPages';
import { getMine, mineKey, type MineTab as Tab } from '../api/mine';
import { CallFailed } from '../../../lib/CallFailed';

/** 已办 or 我的认领: the member's own cases in any stage, newest first, a page at a time. */
export function MineTab(props: { tab: Tab }) {
  const [pages, setPages] = useState<string[]>([]);
  const { data, error, isLoading } = useSWR(mineKey(props.tab, cursorPages.current(pages)), getMine);
  return (
    <>
      <CallFailed error={error} />
      <CaseRowsTable rows={data?.rows} loading={isLoading} />
      <CursorPager previous={pages.length > 0} next={Boolean(data?.next)} onPrevious={() => setPages(cursorPages.previous(pages))} onNext={() => setPages(cursorPages.next(pages, data?.next))} />
    </>
  );
}
