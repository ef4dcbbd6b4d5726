import { Card, Space, Table, Tag, Typography } from 'antd';
import useSWR from 'swr';
import { getResubmissions, type CaseResubmissions } from '../api/caseFile';
import { useStaffT as useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../../../engine/dates/formatDateTime';
import { CallFailed } from '../../../lib/CallFailed';

type Change = CaseResubmissions['changes'][number];

/**
 * 补正前后对比: the submissions and what changed since the return (GET …/resubmissions), before
 * struck through and after highlighted; hidden until there are two submissions.
 */
export function DiffPanel(props: { caseKey: string }) {
  const t = useT();
  const { data, error } = useSWR(`${props.caseKey}/resubmissions`, () => getResubmissions(props.caseKey));
  if (!data) return <CallFailed error={error} />;
  if (data.rounds.length < 2) return null;
  return (
    <Card size="small" title={t('staff.caseFile.diff')} style={{ marginBottom: 16 }} data-testid="diff">
      <Space wrap style={{ marginBottom: 8 }}>
        {data.rounds.map((round) => (
          <Tag key={round.n}>
            {t('staff.caseFile.round', { n: round.n })} {formatDateTime(round.submittedAt)}
          </Tag>
        ))}
      </Space>
      <Table<Change>
        size="small"
        pagination={false}
        rowKey={(change) => `${change.section}|${change.record}|${change.label}`}
        dataSource={data.changes}
        columns={[
          { title: t('staff.caseFile.section'), dataIndex: 'section' },
          { title: t('staff.caseFile.record'), dataIndex: 'record' },
          { title: t('staff.caseFile.field'), dataIndex: 'label' },
          { title: t('staff.caseFile.before'), key: 'before', render: (_, change) => (change.before === null ? '—' : <Typography.Text delete>{change.before}</Typography.Text>) },
          { title: t('staff.caseFile.after'), key: 'after', render: (_, change) => (change.after === null ? '—' : <Typography.Text mark>{change.after}</Typography.Text>) },
        ]}
      />
    </Card>
  );
}
