import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Table, Tag } from 'antd';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { CursorPager } from '../../lib/CaseRowsTable';
import { cursorPages } from '../../lib/cursorPages';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle } from '../../lib/PageTitle';
import { getInbox, inboxKey, type InboxQuery, type StaffFeedback } from './api';
import { FeedbackDrawer } from './FeedbackDrawer';

/**
 * 意见反馈 for the content editor (issue 32, docs/decisions/0094): the citizens' feedback,
 * unanswered first then newest, searched by words and status, a page at a time; one opened in a
 * drawer to read (the author's phone masked) and answer. The reply is audited and the citizen told.
 */
export default function FeedbackPage() {
  const t = useT();
  const [query, setQuery] = useState<InboxQuery>({});
  const [pages, setPages] = useState<string[]>([]);
  const [opened, setOpened] = useState<string>();
  const { data, error, isLoading, mutate } = useSWR(inboxKey(query, cursorPages.current(pages)), getInbox);

  const search = (values: InboxQuery) => {
    setPages([]);
    setQuery(values);
  };

  return (
    <section>
      <PageTitle>{t('staff.menu.feedback')}</PageTitle>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="words" label={t('staff.feedback.words')}>
          <Input allowClear style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="status" label={t('staff.feedback.status')}>
          <Select
            allowClear
            placeholder={t('staff.feedback.all')}
            style={{ width: 130 }}
            options={[
              { value: 'unanswered', label: t('staff.feedback.unanswered') },
              { value: 'answered', label: t('staff.feedback.answered') },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('staff.feedback.search')}
        </Button>
      </Form>
      {error && <Alert type="error" role="alert" title={errorText(error)} style={{ marginBottom: 16 }} />}
      <Table<StaffFeedback>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.rows}
        size="small"
        pagination={false}
        locale={{ emptyText: t('staff.feedback.empty') }}
        columns={[
          {
            title: t('staff.feedback.status'),
            key: 'status',
            width: 90,
            render: (_, row) => (row.answered ? <Tag color="green">{t('staff.feedback.answered')}</Tag> : <Tag color="orange">{t('staff.feedback.unanswered')}</Tag>),
          },
          { title: t('staff.feedback.content'), dataIndex: 'content', ellipsis: true },
          { title: t('staff.feedback.authorPhone'), dataIndex: 'authorPhone', width: 130 },
          { title: t('staff.feedback.createdAt'), dataIndex: 'createdAt', width: 170, render: (at: string) => formatDateTime(at) },
          { title: t('staff.feedback.repliedAt'), dataIndex: 'repliedAt', width: 170, render: (at: string | null) => formatDateTime(at) },
          {
            title: t('staff.actions'),
            key: 'open',
            width: 90,
            render: (_, row) => (
              <Button size="small" onClick={() => setOpened(row.id)}>
                {row.answered ? t('staff.feedback.open') : t('staff.feedback.write')}
              </Button>
            ),
          },
        ]}
      />
      <CursorPager previous={pages.length > 0} next={Boolean(data?.next)} onPrevious={() => setPages(cursorPages.previous(pages))} onNext={() => setPages(cursorPages.next(pages, data?.next))} />
      <FeedbackDrawer id={opened} onClose={() => setOpened(undefined)} onReplied={() => void mutate()} />
    </section>
  );
}
