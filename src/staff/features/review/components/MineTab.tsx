import { useState } from 'react';
import { Alert } from 'antd';
import useSWR from 'swr';
import { CaseRowsTable, CursorPager } from '../../../lib/CaseRowsTable';
import { cursorPages } from '../../../lib/cursorPages';
import { errorText } from '../../../lib/errorText';
import { getMine, mineKey, type MineTab as Tab } from '../api/mine';

/** 已办 or 我的认领: the member's own cases in any stage, newest first, a page at a time. */
export function MineTab(props: { tab: Tab }) {
  const [pages, setPages] = useState<string[]>([]);
  const { data, error, isLoading } = useSWR(mineKey(props.tab, cursorPages.current(pages)), getMine);
  return (
    <>
      {error && <Alert type="error" role="alert" title={errorText(error)} style={{ marginBottom: 16 }} />}
      <CaseRowsTable rows={data?.rows} loading={isLoading} />
      <CursorPager previous={pages.length > 0} next={Boolean(data?.next)} onPrevious={() => setPages(cursorPages.previous(pages))} onNext={() => setPages(cursorPages.next(pages, data?.next))} />
    </>
  );
}
