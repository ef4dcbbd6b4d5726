import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useStaffT as useT } from '../../../lib/i18n';
import { getVersions, VERSIONS_KEY, type ConfigVersionRow } from '../api';
import { RollbackDialog } from './RollbackDialog';
import { VersionFiles } from './VersionFiles';
import { formatDateTime } from '../../../../../engine/dates/formatDateTime';
import { CallFailed } from '../../../lib/CallFailed';

/** Every published version, newest first: who, when, why, which is current, which were rollbacks; a version's files on a click; rollback of an earlier one. */
export function VersionsTab() {
  const t = useT();
  const { data, error, mutate } = useSWR(VERSIONS_KEY, getVersions);
  const [shown, setShown] = useState<number | undefined>();
  const [rollingBack, setRollingBack] = useState<ConfigVersionRow | undefined>();
  const current = data?.find((row) => row.current)?.number;
  const selected = shown ?? current;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <CallFailed error={error} />
      <Table<ConfigVersionRow>
        rowKey="number"
        loading={!data && !error}
        dataSource={data}
        size="small"
        pagination={{ pageSize: 10 }}
        rowSelection={{ type: 'radio', selectedRowKeys: selected === undefined ? [] : [selected], onChange: ([key]) => setShown(Number(key)), columnTitle: t('staff.configuration.show') }}
        columns={[
          { title: t('staff.configuration.number'), dataIndex: 'number', render: (number: number, row) => (<Space>{number}{row.current && <Tag color="green">{t('staff.configuration.current')}</Tag>}</Space>) },
          { title: t('staff.configuration.note'), dataIndex: 'note' },
          { title: t('staff.configuration.publishedBy'), dataIndex: 'publishedBy' },
          { title: t('staff.configuration.publishedAt'), dataIndex: 'publishedAt', render: (at: string) => formatDateTime(at) },
          { title: t('staff.configuration.rollbackOf'), dataIndex: 'rollbackOf', render: (of: number | null) => (of === null ? '' : t('staff.configuration.rollbackOfVersion', { number: of })) },
          {
            title: t('staff.configuration.actions'),
            key: 'actions',
            render: (_, row) => (row.current ? null : <Button size="small" onClick={() => setRollingBack(row)}>{t('staff.configuration.rollbackTo', { number: row.number })}</Button>),
          },
        ]}
      />
      {selected !== undefined && <VersionFiles number={selected} />}
      {rollingBack && (
        <RollbackDialog
          version={rollingBack}
          onClose={(published) => {
            setRollingBack(undefined);
            if (published) void mutate();
          }}
        />
      )}
    </Space>
  );
}
