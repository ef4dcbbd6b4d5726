import { Button, Input, InputNumber, Select, Table } from 'antd';
import { useStaffT as useT } from '../../lib/i18n';
import type { AppointmentConfig } from './api';
import { listOf, type EditDraft } from './draft';

type Business = AppointmentConfig['businesses'][number];

/** 业务与号源 and 时段模板: what can be booked, its slot template and places, and the templates' start times. */
export function BusinessesTab({ draft, edit }: { draft: AppointmentConfig; edit: EditDraft }) {
  const t = useT();
  const set = (index: number, change: (business: Business) => void) => edit((copy) => change(copy.businesses[index]!));
  return (
    <>
      <Table<Business>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={draft.businesses}
        columns={[
          { title: t('staff.schedule.field.id'), dataIndex: 'id', width: 80 },
          { title: t('staff.schedule.field.name'), render: (_, row, index) => <Input aria-label={`${row.id} ${t('staff.schedule.field.name')}`} value={row.name} onChange={(event) => set(index, (business) => (business.name = event.target.value))} /> },
          { title: t('staff.schedule.field.djlx'), width: 120, render: (_, row, index) => <Input aria-label={`${row.id} ${t('staff.schedule.field.djlx')}`} value={row.djlx} onChange={(event) => set(index, (business) => (business.djlx = event.target.value))} /> },
          {
            title: t('staff.schedule.field.template'),
            width: 160,
            render: (_, row, index) => (
              <Select aria-label={`${row.id} ${t('staff.schedule.field.template')}`} style={{ width: '100%' }} value={row.slots} options={Object.keys(draft.slotTemplates).map((id) => ({ value: id, label: id }))} onChange={(value) => set(index, (business) => (business.slots = value))} />
            ),
          },
          {
            title: t('staff.schedule.field.capacity'),
            width: 140,
            render: (_, row, index) => <InputNumber aria-label={`${row.id} ${t('staff.schedule.field.capacity')}`} min={1} max={1000} value={row.capacity} onChange={(value) => set(index, (business) => (business.capacity = value ?? 1))} />,
          },
        ]}
      />
      {Object.entries(draft.slotTemplates).map(([id, template]) => (
        <div key={id} style={{ marginTop: 16 }}>
          <strong>
            {t('staff.schedule.tab.templates')} · {id}
          </strong>
          {(['full', 'eve'] as const).map((kind) => (
            <Input
              key={kind}
              style={{ marginTop: 8 }}
              addonBefore={t(`staff.schedule.field.${kind}`)}
              aria-label={`${id} ${t(`staff.schedule.field.${kind}`)}`}
              defaultValue={template[kind].join(', ')}
              onBlur={(event) => edit((copy) => (copy.slotTemplates[id]![kind] = listOf(event.target.value)))}
            />
          ))}
        </div>
      ))}
      <Button
        style={{ marginTop: 12 }}
        onClick={() => edit((copy) => copy.businesses.push({ id: `b${copy.businesses.length + 1}`, name: '', djlx: '', slots: Object.keys(copy.slotTemplates)[0] ?? '', capacity: 10 }))}
      >
        {t('staff.schedule.add')}
      </Button>
    </>
  );
}
