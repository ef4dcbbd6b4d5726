import { useState } from 'react';
import { App, Button, Segmented, Table } from 'antd';
import useSWR from 'swr';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import type { StaffMessageKey } from '../../../../engine/i18n/translateStaff';
import { CallFailed } from '../../lib/CallFailed';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { getJobs, jobsKey, retryJob, type StaffJobState } from './api';

const STATES: Record<StaffJobState, StaffMessageKey> = { waiting: 'staff.records.jobWaiting', running: 'staff.records.jobRunning', failed: 'staff.records.jobFailed' };
const KINDS: Record<string, StaffMessageKey> = { zs: 'staff.records.kind.zs', dzzz: 'staff.records.kind.dzzz', verify: 'staff.records.kind.verify', catchcert: 'staff.records.kind.catchcert' };

/** The certificate-query job queue by state, oldest first; a failed job retried (once, whoever clicks first). */
export function QueryJobsTab() {
  const t = useT();
  const { message } = App.useApp();
  const [state, setState] = useState<StaffJobState>('failed');
  const { data, error, isLoading, mutate } = useSWR(jobsKey(state), getJobs);
  const retry = async (id: string) => {
    try {
      await retryJob(id);
      void message.success(t('staff.records.retried'));
    } catch (failure) {
      void message.error(errorText(failure));
    }
    void mutate();
  };
  return (
    <>
      <Segmented<StaffJobState> value={state} onChange={setState} options={(Object.keys(STATES) as StaffJobState[]).map((value) => ({ value, label: t(STATES[value]) }))} style={{ marginBottom: 16 }} />
      <CallFailed error={error} />
      <Table
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        locale={{ emptyText: t('staff.records.jobsEmpty') }}
        columns={[
          { title: t('staff.records.jobKind'), dataIndex: 'kind', render: (kind: string) => (KINDS[kind] ? t(KINDS[kind]) : kind) },
          { title: t('staff.records.jobPerson'), key: 'person', render: (_, job) => `${job.name} ${job.cardnum}` },
          { title: t('staff.records.jobSubject'), dataIndex: 'subject' },
          { title: t('staff.records.attempts'), dataIndex: 'attempts', width: 90 },
          { title: t('staff.records.createdAt'), dataIndex: 'createdAt', width: 170, render: (at: string) => formatDateTime(at) },
          ...(state === 'failed'
            ? [{ title: t('staff.actions'), key: 'retry', width: 90, render: (_: unknown, job: { id: string }) => <Button size="small" onClick={() => void retry(job.id)}>{t('staff.records.retry')}</Button> }]
            : []),
        ]}
      />
    </>
  );
}
