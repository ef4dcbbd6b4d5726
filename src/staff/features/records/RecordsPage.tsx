import { Tabs } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle } from '../../lib/PageTitle';
import { QueryJobsTab } from './QueryJobsTab';
import { RecordsSearch } from './RecordsSearch';

/**
 * 登记簿管理 for the registrar (issue 32, docs/decisions/0097): certificates and units found by
 * number, their encumbrances registered and lifted, units' pictures, electronic licences issued
 * and revoked; and the certificate-query job queue with the retry of a failed job.
 */
export default function RecordsPage() {
  const t = useT();
  return (
    <section>
      <PageTitle>{t('staff.menu.records')}</PageTitle>
      <Tabs
        items={[
          { key: 'records', label: t('staff.records.tabRecords'), children: <RecordsSearch /> },
          { key: 'jobs', label: t('staff.records.tabJobs'), children: <QueryJobsTab /> },
        ]}
      />
    </section>
  );
}
