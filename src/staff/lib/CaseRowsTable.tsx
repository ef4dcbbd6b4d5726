import { Button, Space, Table, Tag, type TableProps } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { SearchRow } from '../../../engine/contract/staff/search';
import { getLocale } from '../../lib/i18n/locale';
import { useStaffT as useT } from './i18n';

/**
 * Found applications (the search, the queue's 已办 and 我的认领): the number opens the case file,
 * parties with their ID numbers masked, the stage in the member's language, China time.
 */
export function CaseRowsTable(props: { rows: SearchRow[] | undefined; loading: boolean } & Pick<TableProps<SearchRow>, 'rowSelection'>) {
  const t = useT();
  const en = getLocale() === 'en';
  return (
    <Table<SearchRow>
      rowKey="id"
      size="small"
      pagination={false}
      loading={props.loading}
      dataSource={props.rows}
      rowSelection={props.rowSelection}
      columns={[
        { title: t('staff.queue.number'), key: 'prolsh', render: (_, row) => <Link to={`/applications/${row.id}`}>{row.prolsh ?? row.id}</Link> },
        { title: t('staff.queue.business'), dataIndex: 'name' },
        { title: t('staff.queue.regionName'), dataIndex: 'areaname' },
        { title: t('staff.queue.applicant'), dataIndex: 'user_name' },
        { title: t('staff.search.parties'), key: 'parties', render: (_, row) => row.parties.map((party, index) => <div key={index}>{`${party.name} ${party.idNumber}`}</div>) },
        {
          title: t('staff.queue.stage'),
          key: 'stage',
          render: (_, row) => (
            <Space size={4}>
              {en ? row.stageNameEn : row.stageName}
              {row.suspended && <Tag>{t('staff.queue.suspended')}</Tag>}
            </Space>
          ),
        },
        { title: t('staff.queue.submitted'), key: 'submitted', render: (_, row) => formatDateTime(row.submitted_at) },
        { title: t('staff.queue.claimedBy'), dataIndex: 'claimed_by' },
      ]}
    />
  );
}

/** Pages by cursor: back to the page before, on to the next while there is one. */
export function CursorPager(props: { previous: boolean; next: boolean; onPrevious: () => void; onNext: () => void }) {
  const t = useT();
  return (
    <Space style={{ marginTop: 16 }}>
      <Button disabled={!props.previous} onClick={props.onPrevious}>
        {t('staff.queue.previous')}
      </Button>
      <Button disabled={!props.next} onClick={props.onNext}>
        {t('staff.queue.next')}
      </Button>
    </Space>
  );
}

