import { Button, Table, Typography } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import { courtDocumentUrl, type RecordList, type StaffCertificateRecord } from './api';

type Lift = ((list: RecordList, key: string) => void) | undefined;

/** The lift button of an entry, for a certificate still valid. */
const liftColumn = (t: ReturnType<typeof useT>, list: RecordList, onLift: Lift) =>
  onLift ? [{ title: t('staff.actions'), key: 'lift', width: 80, render: (_: unknown, row: { key: string }) => <Button size="small" danger onClick={() => onLift(list, row.key)}>{t('staff.records.lift')}</Button> }] : [];

/** The seizures (查封 and those waiting behind it), objections, restrictions and mortgages of a certificate, and what was lifted. */
export function EncumbranceTables({ record, onLift }: { record: StaffCertificateRecord; onLift: Lift }) {
  const t = useT();
  const heading = (key: Parameters<typeof t>[0]) => <Typography.Title level={3} style={{ fontSize: 15, marginTop: 12 }}>{t(key)}</Typography.Title>;
  const small = { size: 'small' as const, pagination: false as const, rowKey: 'key', locale: { emptyText: t('staff.records.empty') } };
  return (
    <>
      {heading('staff.records.seizures')}
      <Table
        {...small}
        dataSource={record.seizures}
        columns={[
          { title: t('staff.records.seizureType'), key: 'type', width: 150, render: (_, row) => (row.promotedAt ? `${row.typeName}（${t('staff.records.promoted', { date: row.promotedAt })}）` : row.typeName) },
          { title: t('staff.records.court'), dataIndex: 'organ' },
          { title: t('staff.records.documentNumber'), dataIndex: 'documentNumber' },
          { title: t('staff.records.document'), key: 'file', render: (_, row) => (row.fileId ? <a href={courtDocumentUrl(row.fileId)}>{row.file}</a> : row.file) },
          { title: t('staff.records.period'), key: 'period', render: (_, row) => `${row.periodStart} — ${row.periodEnd}` },
          { title: t('staff.records.registeredAt'), dataIndex: 'registeredAt', width: 110 },
          ...liftColumn(t, 'seizures', onLift),
        ]}
      />
      {heading('staff.records.objections')}
      <Table
        {...small}
        dataSource={record.objections}
        columns={[
          { title: t('staff.records.applicant'), dataIndex: 'applicant' },
          { title: t('staff.records.matter'), dataIndex: 'matter' },
          { title: t('staff.records.registeredAt'), dataIndex: 'registeredAt', width: 110 },
          ...liftColumn(t, 'objections', onLift),
        ]}
      />
      {heading('staff.records.restrictions')}
      <Table
        {...small}
        dataSource={record.restrictions}
        columns={[
          { title: t('staff.records.organ'), dataIndex: 'organ' },
          { title: t('staff.records.matter'), dataIndex: 'matter' },
          { title: t('staff.records.documentNumber'), dataIndex: 'documentNumber' },
          { title: t('staff.records.registeredAt'), dataIndex: 'registeredAt', width: 110 },
          ...liftColumn(t, 'restrictions', onLift),
        ]}
      />
      {record.mortgages.length > 0 && heading('staff.records.mortgages')}
      {record.mortgages.length > 0 && <Table {...small} rowKey={(row) => `${row.mortgagee}${row.registeredAt}`} dataSource={record.mortgages} columns={[{ dataIndex: 'mortgagee' }, { dataIndex: 'amountText' }, { dataIndex: 'registeredAt' }]} showHeader={false} />}
      {record.lifted.length > 0 && heading('staff.records.lifted')}
      {record.lifted.length > 0 && (
        <Table
          {...small}
          rowKey={(row) => `${row.list}${row.summary}${row.liftedAt}${row.reason}`}
          dataSource={record.lifted}
          columns={[
            { title: t('staff.records.matter'), dataIndex: 'summary' },
            { title: t('staff.records.reason'), dataIndex: 'reason' },
            { title: t('staff.records.documentNumber'), dataIndex: 'documentNumber' },
            { title: t('staff.records.liftedAt'), dataIndex: 'liftedAt', width: 110 },
          ]}
        />
      )}
    </>
  );
}
