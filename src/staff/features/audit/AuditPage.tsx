import { useState } from 'react';
import { Button, DatePicker, Form, Input, Table, Typography } from 'antd';
import useSWR from 'swr';
import { useStaffT as useT } from '../../lib/i18n';
import { auditKey, getAudit, type AuditFilter, type AuditRow } from './api';
import { auditChange, auditFilter, type AuditFilterForm } from './auditView';

/** The audit log for the system admin: newest first, filtered by actor, action and dates. */
export default function AuditPage() {
  const t = useT();
  const [filter, setFilter] = useState<AuditFilter>({});
  const { data } = useSWR(auditKey(filter), getAudit);

  const search = (values: AuditFilterForm) => setFilter(auditFilter(values));

  return (
    <section>
      <Typography.Title level={3}>{t('staff.menu.audit')}</Typography.Title>
      <Form layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="actor" label={t('staff.audit.actor')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="action" label={t('staff.audit.action')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="dates" label={t('staff.audit.dates')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('staff.audit.search')}
        </Button>
      </Form>
      <Table<AuditRow>
        rowKey="id"
        loading={!data}
        dataSource={data}
        size="small"
        pagination={{ pageSize: 50 }}
        columns={[
          { title: t('staff.audit.at'), dataIndex: 'at', render: (at: string) => new Date(at).toLocaleString() },
          { title: t('staff.audit.actor'), dataIndex: 'actor_username' },
          { title: t('staff.audit.action'), dataIndex: 'action' },
          { title: t('staff.audit.target'), dataIndex: 'target' },
          { title: t('staff.audit.ip'), dataIndex: 'ip' },
          { title: t('staff.audit.change'), key: 'change', render: (_, row) => auditChange(row) },
        ]}
      />
    </section>
  );
}
