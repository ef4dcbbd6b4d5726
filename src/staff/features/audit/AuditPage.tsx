import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Table } from 'antd';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { useStaffT as useT } from '../../lib/i18n';
import { PageTitle } from '../../lib/PageTitle';
import { auditKey, getAudit, type AuditFilter, type AuditRow } from './api';
import { auditActions, auditActionText, auditChangeLines, auditFilter, type AuditFilterForm } from './auditView';
import { CallFailed } from '../../lib/CallFailed';

/** The audit log for the system admin: newest first, in words, a case by its acceptance number; filtered by actor, action and dates. */
export default function AuditPage() {
  const t = useT();
  const [filter, setFilter] = useState<AuditFilter>({});
  const { data, error } = useSWR(auditKey(filter), getAudit);

  const search = (values: AuditFilterForm) => setFilter(auditFilter(values));

  return (
    <section>
      <PageTitle>{t('staff.menu.audit')}</PageTitle>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="actor" label={t('staff.audit.actor')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="action" label={t('staff.audit.action')}>
          <Select allowClear showSearch optionFilterProp="label" style={{ width: 200 }} options={auditActions().map((action) => ({ value: action, label: auditActionText(action, t) }))} />
        </Form.Item>
        <Form.Item name="dates" label={t('staff.audit.dates')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('staff.audit.search')}
        </Button>
      </Form>
      <CallFailed error={error} />
      <Table<AuditRow>
        rowKey="id"
        loading={!data && !error}
        dataSource={data}
        size="small"
        pagination={{ pageSize: 50 }}
        columns={[
          { title: t('staff.audit.at'), dataIndex: 'at', width: 170, render: (at: string) => formatDateTime(at) },
          { title: t('staff.audit.actor'), dataIndex: 'actor_username', width: 140 },
          { title: t('staff.audit.action'), dataIndex: 'action', width: 150, render: (action: string) => auditActionText(action, t) },
          { title: t('staff.audit.target'), dataIndex: 'target', width: 200, render: (_, row) => <AuditTarget row={row} /> },
          { title: t('staff.audit.ip'), dataIndex: 'ip', width: 130 },
          {
            title: t('staff.audit.change'),
            key: 'change',
            render: (_, row) => (
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {auditChangeLines(row, t).map((line) => (
                  <li key={line.field}>
                    {line.field}：{line.before} → {line.after}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </section>
  );
}

/** A case's entry names it by its acceptance number, a link to its case file; anything else as it was recorded. */
function AuditTarget({ row }: { row: AuditRow }) {
  if (row.target_prolsh && row.target) return <Link to={`/applications/${row.target}`}>{row.target_prolsh}</Link>;
  return <>{row.target ?? '—'}</>;
}
