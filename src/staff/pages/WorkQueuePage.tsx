import { useState } from 'react';
import { App, Button, Checkbox, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { Dayjs } from 'dayjs';
import useSWR from 'swr';
import { getLocale } from '../../lib/i18n/locale';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import { act, claim, getQueue, queueKey, queueQuery, type QueueFilter, type QueueRow } from '../api/queue';
import { useStaffT as useT } from '../i18n';
import { ReviewWordsModal, type WordsBody } from '../review/ReviewWordsModal';

interface FilterForm {
  region?: string;
  business?: string;
  state?: string;
  overdue?: boolean;
  dates?: [Dayjs | null, Dayjs | null] | null;
}

/** Outcomes that need words from the member: a return's comment, a rejection's two opinions. */
type Asking = { row: QueueRow; action: 'return' | 'reject' };

/**
 * The work queue of the member's roles (docs/decisions/0050): nearest deadline first with the
 * overdue mark, filters, pages by cursor, CSV of the filter, claim and hand back, and the row's
 * outcomes as the server lists them.
 */
export default function WorkQueuePage() {
  const t = useT();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<QueueFilter>({});
  const [after, setAfter] = useState<QueueRow[]>([]);
  const query = queueQuery(filter, after.at(-1));
  const { data, mutate } = useSWR(queueKey(query), getQueue);
  const [asking, setAsking] = useState<Asking>();
  const english = getLocale() === 'en';

  const run = async (work: Promise<unknown>) => {
    try {
      await work;
      void message.success(t('staff.saved'));
    } catch (error) {
      void message.error(error instanceof Error ? error.message : String(error));
    }
    await mutate();
  };
  const search = (values: FilterForm) => {
    setAfter([]);
    setFilter({
      region: values.region?.trim(),
      business: values.business?.trim(),
      state: values.state,
      overdue: values.overdue ? '1' : undefined,
      from: values.dates?.[0]?.format('YYYY-MM-DD'),
      to: values.dates?.[1]?.format('YYYY-MM-DD'),
    });
  };
  const press = (row: QueueRow, action: string) => (action === 'return' || action === 'reject' ? setAsking({ row, action }) : void run(act(row, action)));
  const sendWords = async (body: WordsBody) => {
    if (!asking) return;
    setAsking(undefined);
    await run(act(asking.row, asking.action, body));
  };

  return (
    <section>
      <Typography.Title level={3}>{t('staff.menu.queue')}</Typography.Title>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="region" label={t('staff.queue.region')}>
          <Input allowClear style={{ width: 110 }} />
        </Form.Item>
        <Form.Item name="business" label={t('staff.queue.business')}>
          <Input allowClear style={{ width: 90 }} />
        </Form.Item>
        <Form.Item name="state" label={t('staff.status')}>
          <Select allowClear style={{ width: 110 }} options={[{ value: 'active', label: t('staff.queue.active') }, { value: 'suspended', label: t('staff.queue.suspended') }]} />
        </Form.Item>
        <Form.Item name="dates" label={t('staff.queue.submitted')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="overdue" valuePropName="checked">
          <Checkbox>{t('staff.queue.overdue')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('staff.audit.search')}
        </Button>
        <Button href={`/staff/api/review/queue.csv?${queueQuery(filter)}`}>{t('staff.queue.csv')}</Button>
      </Form>
      <Table<QueueRow>
        rowKey="id"
        loading={!data}
        dataSource={data?.rows}
        size="small"
        pagination={false}
        columns={[
          // The number and the business open the application in full (the case file).
          { title: t('staff.queue.number'), key: 'prolsh', render: (_, row) => <Link to={`/applications/${row.id}`}>{row.prolsh ?? row.id}</Link> },
          { title: t('staff.queue.business'), key: 'name', render: (_, row) => <Link to={`/applications/${row.id}`}>{row.name}</Link> },
          { title: t('staff.queue.region'), dataIndex: 'areaname' },
          { title: t('staff.queue.applicant'), dataIndex: 'user_name' },
          { title: t('staff.queue.stage'), key: 'stage', render: (_, row) => (english ? row.stageNameEn : row.stageName) },
          {
            title: t('staff.queue.deadline'),
            key: 'deadline',
            render: (_, row) => (
              <Space>
                {new Date(row.deadline).toLocaleDateString()}
                {row.overdue && <Tag color="red">{t('staff.queue.overdue')}</Tag>}
                {row.suspended && <Tag>{t('staff.queue.suspended')}</Tag>}
              </Space>
            ),
          },
          { title: t('staff.queue.claimedBy'), dataIndex: 'claimed_by' },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space wrap>
                <Button size="small" onClick={() => void run(claim(row, row.claimed_by ? 'handBack' : 'claim'))}>
                  {t(row.claimed_by ? 'staff.queue.handBack' : 'staff.queue.claim')}
                </Button>
                {row.actions.map((action) => (
                  <Button key={action} size="small" type={action === 'return' || action === 'reject' ? 'default' : 'primary'} onClick={() => press(row, action)}>
                    {t(`staff.review.action.${action}` as StaffMessageKey)}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={after.length === 0} onClick={() => setAfter(after.slice(0, -1))}>
          {t('staff.queue.previous')}
        </Button>
        <Button disabled={!data || data.rows.length < 50} onClick={() => data && setAfter([...after, data.rows.at(-1)!])}>
          {t('staff.queue.next')}
        </Button>
      </Space>
      <ReviewWordsModal asking={asking?.action} onCancel={() => setAsking(undefined)} onSend={(body) => void sendWords(body)} />
    </section>
  );
}
