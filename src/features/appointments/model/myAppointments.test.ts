import { describe, expect, it } from 'vitest';
import type { Order, QueueOrder } from '../api/appointments';
import { appointmentRows } from './myAppointments';

const order = (id: string, calendar: string, wlsh = ''): Order =>
  ({ id, serial: `S${id}`, wlsh, status: 'booked', calendar, timeName: '09:00-10:00', areaName: '邯山区登记中心', processName: '抵押登记' }) as Order;
const queued = (id: string, resDay: string): QueueOrder =>
  ({ id, serial: `Q${id}`, status: 'booked', resDay, resTime: '10:00', comName: '市民服务中心', queueName: '综合受理' }) as QueueOrder;

describe('appointmentRows', () => {
  it('lists every variant once, the latest first, each leading to its own slip', () => {
    const rows = appointmentRows([order('a', '2026-12-01', 'WL1'), order('b', '2026-12-03')], [order('c', '2026-12-02'), order('a', '2026-12-01', 'WL1')], [queued('q', '2026-12-04')]);
    expect(rows.map((row) => [row.slip, row.when])).toEqual([
      ['/queueOrder?id=q', '2026-12-04 10:00'],
      ['/yuyueDetailnosh?orderid=b', '2026-12-03 09:00-10:00'],
      ['/apmorder?orderid=c', '2026-12-02 09:00-10:00'],
      ['/yuyueDetail?orderid=a', '2026-12-01 09:00-10:00'],
    ]);
  });
});
