import { Select, Space, Spin } from 'antd';
import { useState } from 'react';
import useSWR from 'swr';
import { useStaffT as useT } from '../../lib/i18n';
import { diffKey, getDiff, getVersions, VERSIONS_KEY } from './api';
import { ChangesTable } from './ChangesTable';

/** The difference between any two published versions (the one before the current and the current, to start with). */
export function DiffTab() {
  const t = useT();
  const { data: versions } = useSWR(VERSIONS_KEY, getVersions);
  const [picked, setPicked] = useState<{ from?: number; to?: number }>({});
  const newest = versions?.find((row) => row.current)?.number;
  const to = picked.to ?? newest;
  const from = picked.from ?? versions?.find((row) => to !== undefined && row.number < to)?.number;
  const { data } = useSWR(from !== undefined && to !== undefined ? diffKey(from, to) : null, getDiff);
  const options = (versions ?? []).map((row) => ({ value: row.number, label: t('staff.configuration.versionLabel', { number: row.number }) }));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space>
        <Select aria-label={t('staff.configuration.diffFrom')} style={{ width: 160 }} value={from} options={options} onChange={(value) => setPicked({ from: value, to })} />
        →
        <Select aria-label={t('staff.configuration.diffTo')} style={{ width: 160 }} value={to} options={options} onChange={(value) => setPicked({ from, to: value })} />
      </Space>
      {from !== undefined && to !== undefined && (data ? <ChangesTable changes={data.changes} /> : <Spin />)}
    </Space>
  );
}
