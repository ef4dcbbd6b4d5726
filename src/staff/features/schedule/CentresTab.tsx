import { Button, Input, InputNumber, Select, Table } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import type { AppointmentConfig } from './api';
import type { EditDraft } from './draft';

type Centre = AppointmentConfig['centres'][number];

/** 服务网点: each centre's address, hours, phone, map position and the businesses it serves. */
export function CentresTab({ draft, edit }: { draft: AppointmentConfig; edit: EditDraft }) {
  const t = useT();
  const set = (index: number, change: (centre: Centre) => void) => edit((copy) => change(copy.centres[index]!));
  const text = (field: 'name' | 'xzqdm' | 'address' | 'worktime' | 'phone', width?: number) => ({
    title: t(`staff.schedule.field.${field}`),
    width,
    render: (_: unknown, row: Centre, index: number) => (
      <Input aria-label={`${row.id} ${t(`staff.schedule.field.${field}`)}`} value={row[field]} onChange={(event) => set(index, (centre) => (centre[field] = event.target.value))} />
    ),
  });
  const position = (axis: 'lat' | 'lng') => ({
    title: t(`staff.schedule.field.${axis}`),
    width: 110,
    render: (_: unknown, row: Centre, index: number) => (
      <InputNumber
        aria-label={`${row.id} ${t(`staff.schedule.field.${axis}`)}`}
        value={row.position?.[axis] ?? null}
        onChange={(value) =>
          set(index, (centre) => {
            const other = axis === 'lat' ? 'lng' : 'lat';
            centre.position = value === null ? null : ({ [axis]: value, [other]: centre.position?.[other] ?? 0 } as { lat: number; lng: number });
          })
        }
      />
    ),
  });
  return (
    <>
      <Table<Centre>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={draft.centres}
        scroll={{ x: 1400 }}
        columns={[
          { title: t('staff.schedule.field.id'), dataIndex: 'id', width: 80 },
          text('name', 220),
          text('xzqdm', 100),
          text('address', 220),
          text('worktime', 220),
          text('phone', 130),
          position('lat'),
          position('lng'),
          {
            title: t('staff.schedule.field.businesses'),
            width: 260,
            render: (_, row, index) => (
              <Select
                mode="multiple"
                aria-label={`${row.id} ${t('staff.schedule.field.businesses')}`}
                style={{ width: '100%' }}
                value={row.businesses}
                options={draft.businesses.map((business) => ({ value: business.id, label: business.name }))}
                onChange={(value) => set(index, (centre) => (centre.businesses = value))}
              />
            ),
          },
          {
            title: '',
            width: 80,
            render: (_, _row, index) => (
              <Button danger size="small" onClick={() => edit((copy) => copy.centres.splice(index, 1))}>
                {t('staff.schedule.remove')}
              </Button>
            ),
          },
        ]}
      />
      <Button
        style={{ marginTop: 12 }}
        onClick={() =>
          edit((copy) => {
            copy.centres.push({ id: `c${copy.centres.length + 1}`, name: '', xzqdm: copy.centres[0]?.xzqdm ?? '', address: '', worktime: '', phone: '', position: null, businesses: copy.businesses.slice(0, 1).map((business) => business.id) });
          })
        }
      >
        {t('staff.schedule.add')}
      </Button>
    </>
  );
}
