import type { CounterBooking } from '../../../engine/contract/staff/schedule';
import type { ExportTable } from '../shared/tableExport';
import type { StaffTranslate } from '../shared/staffMessages';

/** The day's bookings of a centre as the counter exports them (CSV, xlsx): what its table shows. */
export function bookingsTable(rows: readonly CounterBooking[], t: StaffTranslate): ExportTable<CounterBooking> {
  return {
    columns: [
      { title: t('staff.counter.col.time'), value: (row) => row.timeName },
      { title: t('staff.counter.col.serial'), value: (row) => row.serial },
      { title: t('staff.counter.col.business'), value: (row) => row.processName },
      { title: t('staff.counter.col.name'), value: (row) => row.name },
      { title: t('staff.counter.col.phone'), value: (row) => row.phone },
      { title: t('staff.counter.col.wlsh'), value: (row) => row.wlsh },
      { title: t('staff.counter.col.attendance'), value: (row) => t(`staff.counter.attendance.${row.attendance}`) },
      { title: t('staff.counter.col.queueNo'), value: (row) => row.queueNo },
      { title: t('staff.counter.col.arrivedAt'), value: (row) => (row.arrivedAt ? new Date(row.arrivedAt) : null) },
    ],
    rows,
    yes: t('staff.export.yes'),
    no: t('staff.export.no'),
  };
}
