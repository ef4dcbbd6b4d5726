import { Table, Typography } from 'antd';
import { useStaffT as useT } from '../../../lib/i18n';
import type { ConfigImpact } from '../api';
import { ChangesTable } from '../ChangesTable';
import { ProblemsTable } from '../ProblemsTable';

type ImpactRow = ConfigImpact['applications'][number];

/** A candidate's impact: the check's findings, what changes against a version, and the stored applications it touches per business. */
export function ImpactReport({ impact }: { impact: ConfigImpact }) {
  const t = useT();
  return (
    <section aria-label={t('staff.configuration.impact')}>
      <Typography.Title level={5}>{t('staff.configuration.impactAgainst', { number: impact.against })}</Typography.Title>
      {impact.problems.length > 0 && <ProblemsTable problems={impact.problems} />}
      <ChangesTable changes={impact.changes} />
      <Typography.Title level={5}>{t('staff.configuration.applications')}</Typography.Title>
      <Table<ImpactRow>
        rowKey="prodefid"
        dataSource={impact.applications}
        size="small"
        pagination={false}
        locale={{ emptyText: t('staff.configuration.noApplications') }}
        columns={[
          { title: t('staff.configuration.business'), key: 'business', render: (_, row) => `${row.prodefid} ${row.businessName}` },
          { title: t('staff.configuration.drafts'), dataIndex: 'drafts' },
          { title: t('staff.configuration.submitted'), dataIndex: 'submitted' },
          { title: t('staff.configuration.outcome.unchanged'), key: 'unchanged', render: (_, row) => row.draftOutcome.unchanged },
          { title: t('staff.configuration.outcome.migrated'), key: 'migrated', render: (_, row) => row.draftOutcome.migrated },
          { title: t('staff.configuration.outcome.review'), key: 'review', render: (_, row) => row.draftOutcome.review },
        ]}
      />
    </section>
  );
}
