import { useState } from 'react';
import { Button, Card, Descriptions, Space, Tag } from 'antd';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { useStaffT as useT } from '../../lib/i18n';
import type { StaffCertificateRecord } from './api';
import { ChangeModal, type Change } from './ChangeModal';
import { EncumbranceTables } from './EncumbranceTables';
import { LicencesTable } from './LicencesTable';
import { UnitsTable } from './UnitsTable';

/** One certificate's record: what it is, its encumbrances (each liftable), its units' pictures, its licences. */
export function CertificateRecordCard({ record, onChanged }: { record: StaffCertificateRecord; onChanged: () => void }) {
  const t = useT();
  const [change, setChange] = useState<Change>();
  const valid = record.sfyx === '1';
  return (
    <Card
      title={record.bdcqzh}
      extra={<Tag color={record.status === '正常' ? 'green' : valid ? 'red' : 'default'}>{record.status}</Tag>}
      style={{ marginBottom: 16 }}
      aria-label={record.bdcqzh}
    >
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('staff.records.zl')}>{record.zl}</Descriptions.Item>
        <Descriptions.Item label={t('staff.records.holders')}>{record.holders.map((holder) => `${holder.name} ${holder.cardnum}`).join('、')}</Descriptions.Item>
        <Descriptions.Item label={t('staff.records.units')}>{[...record.bdcdyid.split('@'), record.zdbdcdyid].join('、')}</Descriptions.Item>
        <Descriptions.Item label={t('staff.records.issuedAt')}>{formatDateTime(record.issuedAt)}</Descriptions.Item>
      </Descriptions>
      {valid && (
        <Space style={{ marginBottom: 12 }}>
          <Button onClick={() => setChange({ kind: 'seize' })}>{t('staff.records.addSeizure')}</Button>
          <Button onClick={() => setChange({ kind: 'object' })}>{t('staff.records.addObjection')}</Button>
          <Button onClick={() => setChange({ kind: 'restrict' })}>{t('staff.records.addRestriction')}</Button>
        </Space>
      )}
      <EncumbranceTables record={record} onLift={valid ? (list, key) => setChange({ kind: 'lift', list, key }) : undefined} />
      <UnitsTable units={record.units} onChanged={onChanged} />
      <LicencesTable record={record} onRevoke={(licenceNumber) => setChange({ kind: 'revoke', licenceNumber })} onChanged={onChanged} />
      <ChangeModal certificateId={record.id} change={change} onClose={() => setChange(undefined)} onDone={onChanged} />
    </Card>
  );
}
