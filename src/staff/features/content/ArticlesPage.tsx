import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { CallFailed } from '../../lib/CallFailed';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle } from '../../lib/PageTitle';
import { ARTICLE_STATUSES, STAFF_ARTICLE_TYPES, articlesKey, getArticles, type ArticleQuery } from './api';
import { ArticleDrawer } from './ArticleDrawer';
import { statusColor } from './statusColor';

/**
 * 文章管理 for the content editor (issue 32, docs/decisions/0095): news, service guides, public
 * notices, notices and policies by type, status (draft, scheduled, published, withdrawn) and title,
 * newest change first; one written or edited in a drawer with its phone preview.
 */
export default function ArticlesPage() {
  const t = useT();
  const [query, setQuery] = useState<ArticleQuery>({});
  const [opened, setOpened] = useState<string>();
  const { data, error, isLoading, mutate } = useSWR(articlesKey(query), getArticles);

  return (
    <section>
      <PageTitle>{t('staff.menu.articles')}</PageTitle>
      <Form layout="inline" onFinish={(values: ArticleQuery) => setQuery({ ...values, page: 1 })} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="type" label={t('staff.content.type')}>
          <Select allowClear placeholder={t('staff.content.all')} style={{ width: 130 }} options={STAFF_ARTICLE_TYPES.map((value) => ({ value, label: t(`staff.content.type.${value}`) }))} />
        </Form.Item>
        <Form.Item name="status" label={t('staff.content.status')}>
          <Select allowClear placeholder={t('staff.content.all')} style={{ width: 120 }} options={ARTICLE_STATUSES.map((value) => ({ value, label: t(`staff.content.status.${value}`) }))} />
        </Form.Item>
        <Form.Item name="words" label={t('staff.content.words')}>
          <Input allowClear style={{ width: 220 }} />
        </Form.Item>
        <Space>
          <Button htmlType="submit">{t('staff.content.search')}</Button>
          <Button type="primary" onClick={() => setOpened('new')}>
            {t('staff.content.new')}
          </Button>
        </Space>
      </Form>
      <CallFailed error={error} />
      <Table
        rowKey="uuid"
        loading={isLoading}
        dataSource={data?.rows}
        size="small"
        pagination={false}
        locale={{ emptyText: t('staff.content.empty') }}
        columns={[
          { title: t('staff.content.title'), dataIndex: 'title', ellipsis: true },
          { title: t('staff.content.type'), dataIndex: 'type', width: 110, render: (type: (typeof STAFF_ARTICLE_TYPES)[number]) => t(`staff.content.type.${type}`) },
          { title: t('staff.content.status'), dataIndex: 'status', width: 100, render: (status: (typeof ARTICLE_STATUSES)[number]) => <Tag color={statusColor[status]}>{t(`staff.content.status.${status}`)}</Tag> },
          { title: t('staff.content.publishedAt'), dataIndex: 'publishedAt', width: 170, render: (at: string | null) => formatDateTime(at) },
          { title: t('staff.content.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string) => formatDateTime(at) },
          { title: t('staff.content.updatedBy'), dataIndex: 'updatedBy', width: 120 },
          {
            title: t('staff.actions'),
            key: 'edit',
            width: 80,
            render: (_, row) => (
              <Button size="small" onClick={() => setOpened(row.uuid)}>
                {t('staff.content.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        <Button disabled={(query.page ?? 1) <= 1} onClick={() => setQuery({ ...query, page: (query.page ?? 1) - 1 })}>
          {t('staff.content.previous')}
        </Button>
        <Button disabled={!data?.more} onClick={() => setQuery({ ...query, page: (query.page ?? 1) + 1 })}>
          {t('staff.content.next')}
        </Button>
      </Space>
      <ArticleDrawer uuid={opened} onClose={() => setOpened(undefined)} onChanged={() => void mutate()} />
    </section>
  );
}
