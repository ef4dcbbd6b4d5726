import { useState } from 'react';
import { App, Table, Typography } from 'antd';
import { errorText } from '../../lib/errorText';
import { useStaffT as useT } from '../../lib/i18n';
import { replaceUnitImage, unitImageUrl, type StaffCertificateRecord } from './api';

/** The certificate's units and parcel: whose picture shows (uploaded or drawn), and its upload or replacement. */
export function UnitsTable({ units, onChanged }: { units: StaffCertificateRecord['units']; onChanged: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState('');
  const upload = async (unitId: string, file: File | undefined) => {
    if (!file) return;
    setBusy(unitId);
    try {
      await replaceUnitImage(unitId, file);
      void message.success(t('staff.records.saved'));
      onChanged();
    } catch (error) {
      void message.error(errorText(error));
    } finally {
      setBusy('');
    }
  };
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 15, marginTop: 12 }}>
        {t('staff.records.units')}
      </Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={units}
        locale={{ emptyText: t('staff.records.empty') }}
        columns={[
          { title: t('staff.records.units'), dataIndex: 'id' },
          { key: 'kind', render: (_, unit) => t(unit.kind === 'house' ? 'staff.records.house' : 'staff.records.parcel') },
          { key: 'source', render: (_, unit) => t(unit.uploadedImage ? 'staff.records.uploaded' : 'staff.records.drawn') },
          {
            title: t('staff.actions'),
            key: 'actions',
            render: (_, unit) => (
              <>
                <a href={unitImageUrl(unit.id)} target="_blank" rel="noreferrer" style={{ marginRight: 12 }}>
                  {t('staff.records.viewImage')}
                </a>
                <label>
                  {t(unit.uploadedImage ? 'staff.records.replaceImage' : 'staff.records.uploadImage')}{' '}
                  <input type="file" accept="image/jpeg,image/png" disabled={busy === unit.id} onChange={(event) => void upload(unit.id, event.target.files?.[0])} />
                </label>
              </>
            ),
          },
        ]}
      />
    </>
  );
}
