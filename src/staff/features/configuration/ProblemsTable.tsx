import { Button, Table, Tag } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import type { ConfigProblem } from './api';

/** The check's findings: file, pointer, line and column (a file that is not JSON), severity, reason. */
export function ProblemsTable({ problems, onOpen }: { problems: ConfigProblem[]; onOpen?: (file: string) => void }) {
  const t = useT();
  return (
    <Table<ConfigProblem>
      rowKey={(problem) => `${problem.file} ${problem.pointer} ${problem.reason}`}
      dataSource={problems}
      size="small"
      pagination={problems.length > 20 ? { pageSize: 20 } : false}
      locale={{ emptyText: t('staff.configuration.noProblems') }}
      columns={[
        { title: t('staff.configuration.file'), dataIndex: 'file', render: (file: string) => (onOpen ? <Button type="link" size="small" onClick={() => onOpen(file)}>{file}</Button> : file) },
        { title: t('staff.configuration.pointer'), dataIndex: 'pointer', render: (pointer: string) => <code>{pointer || '/'}</code> },
        { title: t('staff.configuration.position'), key: 'position', render: (_, problem) => (problem.line ? `${problem.line}:${problem.column ?? 1}` : '') },
        { title: t('staff.configuration.severity'), dataIndex: 'severity', render: (severity: ConfigProblem['severity']) => <Tag color={severity === 'error' ? 'red' : 'orange'}>{t(`staff.configuration.severity.${severity}`)}</Tag> },
        { title: t('staff.configuration.reason'), dataIndex: 'reason' },
      ]}
    />
  );
}
