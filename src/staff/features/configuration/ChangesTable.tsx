import { Table, Tag } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import type { ConfigChange } from './api';

const COLORS: Record<ConfigChange['change'], string> = { added: 'green', removed: 'red', changed: 'blue' };

/** A value before or after, short enough for a cell (the whole JSON is in the files). */
export const shortJson = (value: unknown) => {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** What changed between two versions, as an administrator names each place. */
export function ChangesTable({ changes }: { changes: ConfigChange[] }) {
  const t = useT();
  return (
    <Table<ConfigChange>
      rowKey={(change) => `${change.kind} ${change.file} ${change.pointer} ${change.name}`}
      dataSource={changes}
      size="small"
      pagination={changes.length > 20 ? { pageSize: 20 } : false}
      locale={{ emptyText: t('staff.configuration.noChanges') }}
      columns={[
        { title: t('staff.configuration.change'), dataIndex: 'change', render: (change: ConfigChange['change']) => <Tag color={COLORS[change]}>{t(`staff.configuration.change.${change}`)}</Tag> },
        { title: t('staff.configuration.kind'), dataIndex: 'kind', render: (kind: ConfigChange['kind']) => t(`staff.configuration.kind.${kind}`) },
        { title: t('staff.configuration.name'), dataIndex: 'name' },
        { title: t('staff.configuration.pointer'), key: 'where', render: (_, change) => <code>{`${change.file}#${change.pointer}`}</code> },
        { title: t('staff.configuration.before'), dataIndex: 'before', render: (value: unknown) => <code>{shortJson(value)}</code> },
        { title: t('staff.configuration.after'), dataIndex: 'after', render: (value: unknown) => <code>{shortJson(value)}</code> },
      ]}
    />
  );
}
