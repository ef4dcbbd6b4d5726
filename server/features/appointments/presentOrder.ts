import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { maskPhone } from '../../../engine/masking/maskPhone';
import { formatDate } from '../../../engine/dates/formatDate';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import type { OrderRow } from './repository';
import type { BookingRules } from './rules';
import { attendanceOf } from '../../appointments/slotEnd';

/**
 * An order as every variant reads it (spec 001 section 3): the fields of the order, the chosen
 * slot in extendData, and for the single-page and queue screens their own names. ID and phone
 * numbers are masked: the slip is shown at the door, not a form of the owner's.
 */
export function presentOrder(row: OrderRow, rules: BookingRules, now = new Date()) {
  const startsAt = new Date(row.starts_at);
  const booked = row.status === 'booked';
  return {
    id: row.id,
    orderid: row.id,
    serial: row.serial,
    source: row.source,
    name: row.name,
    phone: maskPhone(row.phone),
    code: maskIdNumber(row.code),
    wlsh: row.wlsh ?? '',
    djlx: row.djlx,
    // 业务类型 on the slip: the business's name, not its code (the booked business when the code names none).
    djlxName: rules.businessNameOf(row.djlx) ?? row.process_name,
    remark: row.remark,
    status: row.status,
    /** At the counter (docs/decisions/0096): arrived once checked in, a no-show once the slot ended without. */
    attendance: attendanceOf(row, now),
    cancellable: booked && !rules.cancelClosed(startsAt, now),
    createTime: formatDateTime(row.created_at),
    createdate: formatDate(row.created_at),
    yysj: `${row.calendar} ${row.time_name}`,
    startsAt: startsAt.toISOString(),
    calendar: row.calendar,
    timeName: row.time_name,
    processId: row.process_id,
    processName: row.process_name,
    areaId: row.area_id,
    areaName: row.area_name,
    address: row.address,
    extendData: { wlsh: row.wlsh ?? '', calendar: row.calendar, timeName: row.time_name, processName: row.process_name, areaName: row.area_name, djlx: row.djlx },
  };
}

export type PresentedOrder = ReturnType<typeof presentOrder>;
