import { useState } from 'react';
import { App, Button, Space, Table, Typography } from 'antd';
import useSWR from 'swr';
import { formatDateTime } from '../../../../../engine/dates/formatDateTime';
import { getLocale } from '../../../../lib/i18n/locale';
import { claim, type ClaimKind } from '../api/outcomes';
import { getReleaseRequests, RELEASE_REQUESTS_KEY, type ReleaseRequest } from '../api/releaseRequests';
import { useStaffT as useT } from '../../../lib/i18n';
import { errorText } from '../../../lib/errorText';
import { stageName } from './queueView';
import { TransferModal } from './TransferModal';
import { PageTitle } from '../../../lib/PageTitle';
import { CallFailed } from '../../../lib/CallFailed';

/**
 * 认领释放请求, the supervisors' page (docs/decisions/0081): the cases someone asked their holder to
 * release, oldest first, each with who holds it and who asked when (China time); the supervisor
 * releases the claim (after a confirmation) or transfers the case to a member of its stage. The
 * server decides who sees the page and takes the actions (staff.supervisors).
 */
export default function ReleaseRequestsPage() {
  const t = useT();
  const { message, modal } = App.useApp();
  const locale = getLocale();
  const { data, error, mutate } = useSWR(RELEASE_REQUESTS_KEY, getReleaseRequests);
  const [transferring, setTransferring] = useState<ReleaseRequest>();

  const run = async (row: ReleaseRequest, kind: ClaimKind, to?: string) => {
    try {
      await claim(row, kind, to);
      void message.success(t(kind === 'release' ? 'staff.review.done.release' : 'staff.review.done.transfer'));
    } catch (failure) {
      void message.error(errorText(failure));
    }
    await mutate();
  };
  const release = (row: ReleaseRequest) =>
    void modal.confirm({
      title: t('staff.queue.release'),
      content: t('staff.claims.confirmRelease', { holder: `${row.holderName}（${row.holder}）`, prolsh: row.prolsh ?? row.id }),
      okText: t('staff.ok'),
      cancelText: t('staff.cancel'),
      onOk: () => run(row, 'release'),
    });

  return (
    <section>
      <PageTitle>{t('staff.menu.claims')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('staff.claims.intro')}</Typography.Paragraph>
      <CallFailed error={error} />
      <Table<ReleaseRequest>
        rowKey="id"
        loading={!data && !error}
        dataSource={data?.requests}
        size="small"
        pagination={false}
        locale={{ emptyText: t('staff.claims.empty') }}
        columns={[
          { title: t('staff.queue.number'), dataIndex: 'prolsh' },
          { title: t('staff.queue.business'), dataIndex: 'name' },
          { title: t('staff.queue.stage'), key: 'stage', render: (_, row) => stageName(row, locale) },
          { title: t('staff.claims.holder'), key: 'holder', render: (_, row) => `${row.holderName}（${row.holder}）` },
          { title: t('staff.claims.askedBy'), key: 'askedBy', render: (_, row) => `${row.askedByName}（${row.askedBy}）` },
          { title: t('staff.claims.askedAt'), dataIndex: 'askedAt', render: (at: string | null) => (at ? formatDateTime(at) : '—') },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, row) => (
              <Space>
                <Button size="small" onClick={() => release(row)}>
                  {t('staff.queue.release')}
                </Button>
                <Button size="small" onClick={() => setTransferring(row)}>
                  {t('staff.queue.transfer')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <TransferModal
        id={transferring?.id ?? ''}
        open={Boolean(transferring)}
        onCancel={() => setTransferring(undefined)}
        onSend={(to) => {
          const row = transferring;
          setTransferring(undefined);
          if (row) void run(row, 'transfer', to);
        }}
      />
    </section>
  );
}
