import { useState } from 'react';
import { App, Button, Space, Table, Tag } from 'antd';
import useSWR from 'swr';
import type { StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import { DEAD_ROWS, deadLettersKey, getDeadLetters, retryDeadLetter, type DeadLetter } from './api';
import { useStaffT as useT } from '../../lib/i18n';
import { errorText } from '../../lib/errorText';
import { PageTitle } from '../../lib/PageTitle';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { CallFailed } from '../../lib/CallFailed';

/**
 * 消息投递 for the system admin (docs/decisions/0049, 0056): the messages that gave up after
 * their retries, newest first, and sending one again (audited).
 */
export default function DeadLettersPage() {
  const t = useT();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useSWR(deadLettersKey(page), getDeadLetters);

  const retry = async (row: DeadLetter) => {
    try {
      await retryDeadLetter(row.id);
      void message.success(t('staff.outbox.retried'));
    } catch (error) {
      void message.error(errorText(error));
    }
    await mutate();
  };

  return (
    <section>
      <PageTitle>{t('staff.menu.outbox')}</PageTitle>
      <CallFailed error={error} />
      <Table<DeadLetter>
        rowKey="id"
        loading={!data && !error}
        dataSource={data?.list}
        size="small"
        locale={{ emptyText: t('staff.outbox.empty') }}
        pagination={false}
        columns={[
          { title: t('staff.outbox.createdAt'), dataIndex: 'created_at', render: (at: string) => formatDateTime(at) },
          { title: t('staff.outbox.kind'), dataIndex: 'kind' },
          { title: t('staff.outbox.channel'), dataIndex: 'channel', render: (channel: string) => <Tag>{t(`staff.outbox.channel.${channel}` as StaffMessageKey)}</Tag> },
          { title: t('staff.outbox.attempts'), dataIndex: 'attempts' },
          { title: t('staff.outbox.lastError'), dataIndex: 'last_error' },
          { title: t('staff.outbox.recipient'), key: 'recipient', render: (_, row) => `${row.recipient.name} ${row.recipient.phone}`.trim() },
          {
            title: t('staff.actions'),
            key: 'retry',
            render: (_, row) => (
              <Button size="small" onClick={() => void retry(row)}>
                {t('staff.outbox.retry')}
              </Button>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
          {t('staff.queue.previous')}
        </Button>
        <Button disabled={!data || data.list.length < DEAD_ROWS} onClick={() => setPage(page + 1)}>
          {t('staff.queue.next')}
        </Button>
      </Space>
    </section>
  );
}
