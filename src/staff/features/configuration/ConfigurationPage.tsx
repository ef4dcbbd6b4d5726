import { Spin, Tabs } from 'antd';
import useSWR from 'swr';
import { useStaffT as useT } from '../../lib/i18n';
import { getVersions, VERSIONS_KEY } from './api';
import { DiffTab } from './DiffTab';
import { EditTab } from './editor/EditTab';
import { VersionsTab } from './versions/VersionsTab';
import { PageTitle } from '../../lib/PageTitle';

/**
 * The configuration console (issue 30) for the configuration editors and the system admin: the
 * published versions with their check results and rollback, a candidate edited with the
 * meta-schemas' help and previewed on a phone, its impact and publish, and the diff of any two
 * versions. The editor is CodeMirror 6, loaded with this page only (docs/decisions/0087).
 */
export default function ConfigurationPage() {
  const t = useT();
  const { data: versions } = useSWR(VERSIONS_KEY, getVersions);
  return (
    <section>
      <PageTitle>{t('staff.menu.configuration')}</PageTitle>
      {!versions ? (
        <Spin />
      ) : (
        <Tabs
          items={[
            { key: 'versions', label: t('staff.configuration.versions'), children: <VersionsTab /> },
            { key: 'edit', label: t('staff.configuration.edit'), children: <EditTab versions={versions} /> },
            { key: 'diff', label: t('staff.configuration.diff'), children: <DiffTab /> },
          ]}
        />
      )}
    </section>
  );
}
