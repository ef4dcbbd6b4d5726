import { useState } from 'react';
import { App, Button, Table, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../../engine/dates/formatDateTime';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { issueLicence, licenceFileUrl, type StaffCertificateRecord } from './api';

/** A certificate's electronic licences: issued (refused for a cancelled certificate, the reason shown), downloaded, revoked with a reason. */
export function LicencesTable({ record, onRevoke, onChanged }: { record: StaffCertificateRecord; onRevoke: (licenceNumber: string) => void; onChanged: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const issue = async () => {
    setBusy(true);
    try {
      await issueLicence(record.id);
      void message.success(t('staff.records.saved'));
      onChanged();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 12 }}>
        {t('staff.records.licences')}
      </Typography.Title>
      <Button onClick={() => void issue()} loading={busy} style={{ marginBottom: 8 }}>
        {t('staff.records.issueLicence')}
      </Button>
      <Table
        size="small"
        pagination={false}
        rowKey="licenceNumber"
        dataSource={record.licences}
        locale={{ emptyText: t('staff.records.empty') }}
        columns={[
          { title: t('staff.records.licenceNumber'), dataIndex: 'licenceNumber' },
          { title: t('staff.records.issuedAt'), dataIndex: 'issuedAt', render: (at: string) => formatDateTime(at) },
          { title: t('staff.records.issuedBy'), dataIndex: 'issuedBy' },
          {
            title: t('staff.records.status'),
            key: 'state',
            render: (_, licence) => (licence.revokedAt ? <Tag color="red" title={licence.revokeReason ?? ''}>{`${t('staff.records.revoked')}：${licence.revokeReason ?? ''}`}</Tag> : <Tag color="green">{t('staff.records.valid')}</Tag>),
          },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, licence) => (
              <>
                <a href={licenceFileUrl(licence.licenceNumber)} style={{ marginRight: 12 }}>
                  {t('staff.records.download')}
                </a>
                {!licence.revokedAt && (
                  <Button size="small" danger onClick={() => onRevoke(licence.licenceNumber)}>
                    {t('staff.records.revoke')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
      />
    </>
  );
}
