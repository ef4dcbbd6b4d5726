import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Typography } from 'antd';
import useSWR from 'swr';
import { getLocale } from '../../../lib/i18n/locale';
import { CaseRowsTable, CursorPager } from '../../lib/CaseRowsTable';
import { cursorPages } from '../../lib/cursorPages';
import { useStaffT as useT } from '../../lib/i18n';
import { BusinessPicker, RegionPicker, useCaseOptions } from '../../lib/NamePickers';
import { getSearch, searchKey, type SearchQuery } from './api';
import { searchQueryOf, type SearchForm } from './searchForm';
import { PageTitle } from '../../lib/PageTitle';
import { CallFailed } from '../../lib/CallFailed';

/**
 * 综合查询 (issue 31, docs/decisions/0089): any application the back office received, in any stage
 * or state, by acceptance, certificate or proof, unit number, party, whole ID number, business and
 * region by name, stage, state and submission days; newest first, a page at a time. Each search is
 * audited; ID numbers come back masked.
 */
export default function SearchPage() {
  const t = useT();
  const [query, setQuery] = useState<SearchQuery>();
  const [pages, setPages] = useState<string[]>([]);
  const { data, error, isLoading } = useSWR(query ? searchKey(query, cursorPages.current(pages)) : null, getSearch);
  const options = useCaseOptions();
  const en = getLocale() === 'en';

  const search = (values: SearchForm) => {
    setPages([]);
    setQuery(searchQueryOf(values));
  };

  return (
    <section>
      <PageTitle>{t('staff.menu.search')}</PageTitle>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="prolsh" label={t('staff.search.prolsh')}>
          <Input allowClear style={{ width: 190 }} />
        </Form.Item>
        <Form.Item name="certificate" label={t('staff.search.certificate')}>
          <Input allowClear style={{ width: 230 }} />
        </Form.Item>
        <Form.Item name="unit" label={t('staff.search.unit')}>
          <Input allowClear style={{ width: 230 }} />
        </Form.Item>
        <Form.Item name="party" label={t('staff.search.party')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="idNumber" label={t('staff.search.idNumber')} tooltip={t('staff.search.idNumberHint')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="business" label={t('staff.queue.business')}>
          <BusinessPicker />
        </Form.Item>
        <Form.Item name="region" label={t('staff.queue.regionName')}>
          <RegionPicker />
        </Form.Item>
        <Form.Item name="stage" label={t('staff.queue.stage')}>
          <Select allowClear style={{ width: 130 }} options={(options.data?.stages ?? []).map((stage) => ({ value: stage.id, label: en ? stage.nameEn : stage.name }))} />
        </Form.Item>
        <Form.Item name="state" label={t('staff.search.state')}>
          <Select allowClear style={{ width: 110 }} options={[{ value: 'active', label: t('staff.queue.active') }, { value: 'suspended', label: t('staff.queue.suspended') }]} />
        </Form.Item>
        <Form.Item name="dates" label={t('staff.queue.submitted')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('staff.audit.search')}
        </Button>
        <Button htmlType="reset">{t('staff.search.reset')}</Button>
      </Form>
      <Typography.Paragraph type="secondary">{t('staff.search.audited')}</Typography.Paragraph>
      <CallFailed error={options.error} />
      <CallFailed error={error} />
      <CaseRowsTable rows={data?.rows} loading={isLoading} />
      <CursorPager previous={pages.length > 0} next={Boolean(data?.next)} onPrevious={() => setPages(cursorPages.previous(pages))} onNext={() => setPages(cursorPages.next(pages, data?.next))} />
    </section>
  );
}
