import { useState } from 'react';
import { Button, Empty, Form, Input } from 'antd';
import useSWR from 'swr';
import { CallFailed } from '../../lib/CallFailed';
import { useStaffT as useT } from '../../lib/i18n';
import { searchKey, searchRecords } from './api';
import { CertificateRecordCard } from './CertificateRecordCard';

/** The search by certificate number (typed as the citizen types it) or unit number, and each certificate found. */
export function RecordsSearch() {
  const t = useT();
  const [query, setQuery] = useState('');
  const { data, error, isLoading, mutate } = useSWR(query ? searchKey(query) : null, searchRecords);
  return (
    <>
      <Form layout="inline" onFinish={(values: { q: string }) => setQuery(values.q.trim())} style={{ marginBottom: 16 }}>
        <Form.Item name="q" label={t('staff.records.query')} rules={[{ required: true, whitespace: true, message: t('staff.records.queryMissing') }]}>
          <Input allowClear style={{ width: 360 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('staff.records.search')}
        </Button>
      </Form>
      <CallFailed error={error} />
      {data?.length === 0 && <Empty description={t('staff.records.none')} />}
      {data?.map((record) => (
        <CertificateRecordCard key={record.id} record={record} onChanged={() => void mutate()} />
      ))}
    </>
  );
}
