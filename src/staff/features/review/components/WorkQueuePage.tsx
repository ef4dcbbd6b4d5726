import { useState } from 'react';
import { Alert, App, Button, Checkbox, DatePicker, Form, Select, Space, Table, Tabs, Typography } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { getLocale } from '../../../../lib/i18n/locale';
import type { StaffMessageKey } from '../../../../../engine/i18n/translateStaff';
import { act, bulkClaim, claim } from '../api/outcomes';
import { getQueue, queueKey, queueQuery, type QueueFilter, type QueueRow } from '../api/queue';
import { useStaffT as useT } from '../../../lib/i18n';
import { bulkSummary, confirmsFirst, inQueue, needsWords, queueFilter, stageName, type QueueFilterForm } from './queueView';
import { ReviewWordsModal, type WordsBody } from './ReviewWordsModal';
import { DeadlineTags } from './DeadlineTags';
import { SuspendModal, type SuspensionBody } from './SuspendModal';
import { errorText } from '../../../lib/errorText';
import { PageTitle } from '../../../lib/PageTitle';
import { BusinessPicker, RegionPicker, useCaseOptions } from '../../../lib/NamePickers';
import { MineTab } from './MineTab';
import { CallFailed } from '../../../lib/CallFailed';

/** Outcomes that need words from the member: a return's comment, a rejection's two opinions. */
type Asking = { row: QueueRow; action: 'return' | 'reject' };

/**
 * The work queue of the member's roles (docs/decisions/0050) in three tabs (issue 31, docs/decisions/0089):
 * 待办, the cases of the member's stages; 已办, the cases the member acted on; 我的认领, those the member holds.
 */
export default function WorkQueuePage() {
  const t = useT();
  return (
    <section>
      <PageTitle>{t('staff.menu.queue')}</PageTitle>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'todo', label: t('staff.queue.tabTodo'), children: <QueueTodo /> },
          { key: 'acted', label: t('staff.queue.tabActed'), children: <MineTab tab="acted" /> },
          { key: 'claimed', label: t('staff.queue.tabClaimed'), children: <MineTab tab="claimed" /> },
        ]}
      />
    </section>
  );
}

type BulkResult = ReturnType<typeof bulkSummary>;

/**
 * 待办: nearest deadline first with the overdue mark, filters (business and region picked by name),
 * pages by cursor, CSV of the filter, claim and hand back (one case, or the selected ones at once),
 * and the row's outcomes as the server lists them.
 */
function QueueTodo() {
  const t = useT();
  const { message, modal } = App.useApp();
  const [filter, setFilter] = useState<QueueFilter>({});
  const [after, setAfter] = useState<QueueRow[]>([]);
  const query = queueQuery(filter, after.at(-1));
  const { data, error, mutate } = useSWR(queueKey(query), getQueue);
  const [asking, setAsking] = useState<Asking>();
  const [suspending, setSuspending] = useState<QueueRow>();
  const [selected, setSelected] = useState<string[]>([]);
  const [bulkResult, setBulkResult] = useState<BulkResult>();
  const options = useCaseOptions();
  const locale = getLocale();

  // The toast says what happened (受理成功, 已登簿…).
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      void message.success(t(`staff.review.done.${done}` as StaffMessageKey));
    } catch (error) {
      void message.error(errorText(error));
    }
    await mutate();
  };
  // The selected rows claimed or handed back: each case on its own, the refused ones named with the reason.
  const bulk = async (kind: 'claim' | 'handBack') => {
    try {
      const summary = bulkSummary((await bulkClaim(kind, selected)).results, data?.rows ?? []);
      setBulkResult(summary);
      setSelected([]);
    } catch (error) {
      void message.error(errorText(error));
    }
    await mutate();
  };
  // A selection is of the rows shown: another page starts without one.
  const turn = (pages: QueueRow[]) => {
    setSelected([]);
    setAfter(pages);
  };
  const search = (values: QueueFilterForm) => {
    setAfter([]);
    setSelected([]);
    setFilter(queueFilter(values));
  };
  const press = (row: QueueRow, action: string) => {
    if (needsWords(action)) return setAsking({ row, action });
    if (action === 'suspend') return setSuspending(row);
    // 登簿 and 发证 confirm first (the case file shows what 登簿 writes).
    if (confirmsFirst(action)) return void modal.confirm({ title: t(`staff.review.action.${action}`), content: t(action === 'register' ? 'staff.review.confirmRegister' : 'staff.review.confirmIssue'), okText: t('staff.ok'), cancelText: t('staff.cancel'), onOk: () => run(act(row, action), action) });
    void run(act(row, action), action);
  };
  const sendWords = async (body: WordsBody) => {
    if (!asking) return;
    setAsking(undefined);
    await run(act(asking.row, asking.action, body), asking.action);
  };

  return (
    <>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="region" label={t('staff.queue.regionName')}>
          <RegionPicker />
        </Form.Item>
        <Form.Item name="business" label={t('staff.queue.business')}>
          <BusinessPicker />
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
      <CallFailed error={options.error} />
      <CallFailed error={error} />
      <Space style={{ marginBottom: 12 }}>
        <Button disabled={!selected.length} onClick={() => void bulk('claim')}>
          {t('staff.queue.bulkClaim')}
        </Button>
        <Button disabled={!selected.length} onClick={() => void bulk('handBack')}>
          {t('staff.queue.bulkHandBack')}
        </Button>
        {selected.length > 0 && <Typography.Text>{t('staff.queue.selected', { n: selected.length })}</Typography.Text>}
      </Space>
      {bulkResult && (
        <Alert
          type={bulkResult.refused.length ? 'warning' : 'success'}
          role="status"
          closable={{ onClose: () => setBulkResult(undefined) }}
          title={t('staff.queue.bulkDone', { ok: bulkResult.ok, refused: bulkResult.refused.length })}
          description={bulkResult.refused.map((refused) => <div key={refused.number}>{t('staff.queue.bulkRefused', refused)}</div>)}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<QueueRow>
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        loading={!data && !error}
        dataSource={data?.rows}
        size="small"
        pagination={false}
        columns={[
          // The number and the business open the application in full (the case file).
          { title: t('staff.queue.number'), key: 'prolsh', render: (_, row) => <Link to={`/applications/${row.id}`}>{row.prolsh ?? row.id}</Link> },
          { title: t('staff.queue.business'), key: 'name', render: (_, row) => <Link to={`/applications/${row.id}`}>{row.name}</Link> },
          { title: t('staff.queue.regionName'), dataIndex: 'areaname' },
          { title: t('staff.queue.applicant'), dataIndex: 'user_name' },
          { title: t('staff.queue.stage'), key: 'stage', render: (_, row) => stageName(row, locale) },
          {
            title: t('staff.queue.deadline'),
            key: 'deadline',
            render: (_, row) => <DeadlineTags clock={row} />,
          },
          { title: t('staff.queue.claimedBy'), dataIndex: 'claimed_by' },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space wrap>
                {/* A case someone else holds offers nothing here: its case file names the holder and asks for it. */}
                {(!row.claimed_by || row.claimedByMe) && (
                  <Button size="small" onClick={() => void run(claim(row, row.claimed_by ? 'handBack' : 'claim'), row.claimed_by ? 'handBack' : 'claim')}>
                    {t(row.claimed_by ? 'staff.queue.handBack' : 'staff.queue.claim')}
                  </Button>
                )}
                {row.actions.filter(inQueue).map((action) => (
                  <Button key={action} size="small" type={needsWords(action) ? 'default' : 'primary'} onClick={() => press(row, action)}>
                    {t(`staff.review.action.${action}` as StaffMessageKey)}
                  </Button>
                ))}
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 16 }}>
        <Button disabled={after.length === 0} onClick={() => turn(after.slice(0, -1))}>
          {t('staff.queue.previous')}
        </Button>
        <Button disabled={!data || data.rows.length < 50} onClick={() => data && turn([...after, data.rows.at(-1)!])}>
          {t('staff.queue.next')}
        </Button>
      </Space>
      <ReviewWordsModal asking={asking?.action} onCancel={() => setAsking(undefined)} onSend={(body) => void sendWords(body)} />
      <SuspendModal
        open={Boolean(suspending)}
        onCancel={() => setSuspending(undefined)}
        onSend={(body: SuspensionBody) => {
          setSuspending(undefined);
          if (suspending) void run(act(suspending, 'suspend', { ...body }), 'suspend');
        }}
      />
    </>
  );
}
