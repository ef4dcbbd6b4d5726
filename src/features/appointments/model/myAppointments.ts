import type { Order, QueueOrder } from '../api/appointments';
import type { Attendance } from './orderStatus';

/** One row of 我的预约: a booking of any variant or a queue order, with where its slip is. */
export interface AppointmentRow {
  key: string;
  /** Place and business. */
  title: string;
  /** When, as the citizen reads it (day, then time). */
  when: string;
  status: Order['status'];
  /** Checked in, or a no-show (docs/decisions/0096). */
  attendance?: Attendance | undefined;
  serial: string;
  slip: string;
}

const orderid = (id: string) => encodeURIComponent(id);

/**
 * Every booking and queue order of the citizen in one list, the latest appointment first, each
 * leading to the slip of the screen that made it: an application's booking (/yuyueDetail), one
 * without (/yuyueDetailnosh), the single-page variant's (/apmorder), the queue's (/queueOrder).
 */
export function appointmentRows(bookings: Order[], singlePage: Order[], queue: QueueOrder[]): AppointmentRow[] {
  const booking = (order: Order, slip: string): AppointmentRow => ({
    key: `order:${order.id}`,
    title: `${order.areaName} · ${order.processName}`,
    when: `${order.calendar} ${order.timeName}`,
    status: order.status,
    attendance: order.attendance,
    serial: order.serial,
    slip,
  });
  const rows = [
    ...bookings.map((order) => booking(order, `${order.wlsh ? '/yuyueDetail' : '/yuyueDetailnosh'}?orderid=${orderid(order.id)}`)),
    ...singlePage.map((order) => booking(order, `/apmorder?orderid=${orderid(order.id)}`)),
    ...queue.map((order): AppointmentRow => ({
      key: `queue:${order.id}`,
      title: `${order.comName} · ${order.queueName}`,
      when: `${order.resDay} ${order.resTime}`,
      status: order.status,
      attendance: order.attendance,
      serial: order.serial,
      slip: `/queueOrder?id=${orderid(order.id)}`,
    })),
  ];
  // One booking may be listed by two variants' calls: it is shown once.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.key) && seen.add(row.key)).sort((a, b) => b.when.localeCompare(a.when));
}
