import type { AppointmentConfig } from '../../../engine/appointments/types';
import type { CounterBooking, CounterCentre, CounterQueue } from '../../../engine/contract/staff/schedule';
import { formatDateTime } from '../../../engine/dates/formatDateTime';
import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { maskPhone } from '../../../engine/masking/maskPhone';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import { chinaDate } from '../../appointments/calendarDays';
import { counterRepository as repository, type CounterOrder } from '../../appointments/counterRepository';
import { attendanceOf, slotEndsAt } from '../../appointments/slotEnd';
import { createApplicationBookings } from '../../applications/applicationBookings';
import { createFilingRepository } from '../../applications/repository';
import type { SchemaService } from '../../schemas/service';
import { audit, type AuditActor } from '../shared/audit';
import { serialOfSlipCode } from './slipCode';

export type QueueCall = 'next' | 'recall' | 'skip';

export interface CounterClerk {
  actor: AuditActor;
  name: string;
}

/** An application accepted at the counter, with its number (the emulated registry's part). */
export interface CounterApplication {
  owner: string;
  prolsh: string;
  name: string;
  djlx: string;
  qllx: string;
  xzqdm: string;
  kyy: number;
}

const QUEUE_STATES = new Set(['waiting', 'serving', 'done', 'skipped']);

/**
 * The counter's service (issue 32, docs/decisions/0096): a centre's bookings of a day, a
 * citizen's bookings, check-in by the slip's number or QR code, and the queue's calls. Every
 * change is audited in its transaction; a second check-in of one slip is refused, as is one after
 * the slot ended (the booking is a no-show by then: computed from the slot's end, never swept).
 */
export function createCounterService(deps: { db: Db; schemas: Pick<SchemaService, 'snapshot' | 'vocabulary'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  function present(row: CounterOrder, at: Date): CounterBooking {
    return {
      orderId: row.id,
      serial: row.serial,
      name: row.name,
      phone: maskPhone(row.phone),
      code: maskIdNumber(row.code),
      processName: row.process_name,
      timeName: row.time_name,
      calendar: row.calendar,
      areaName: row.area_name,
      wlsh: row.wlsh ?? '',
      attendance: attendanceOf(row, at),
      arrivedAt: row.arrived_at ? new Date(row.arrived_at).toISOString() : null,
      arrivedBy: row.arrived_by,
      queueNo: row.queue_no,
      queueState: row.queue_state && QUEUE_STATES.has(row.queue_state) ? (row.queue_state as CounterBooking['queueState']) : null,
    };
  }

  const reference = () => deps.schemas.snapshot().registry.appointments as AppointmentConfig | undefined;

  function centre(areaId: string) {
    const found = reference()?.centres.find((item) => item.id === areaId);
    if (!found) refuseStaff('notFound', 'staff.schedule.areaUnknown', { areaId });
    return found;
  }

  async function queueOf(executor: Parameters<typeof repository.queue>[0], areaId: string, day: string): Promise<CounterQueue> {
    const rows = await repository.queue(executor, areaId, day);
    const serving = rows.find((row) => row.queue_state === 'serving');
    return {
      areaId,
      day,
      serving: serving ? { queueNo: serving.queue_no!, serial: serving.serial, name: serving.name, calls: serving.calls } : null,
      waiting: rows.filter((row) => row.queue_state === 'waiting').map((row) => ({ queueNo: row.queue_no!, serial: row.serial, name: row.name })),
    };
  }

  return {
    centres: (): CounterCentre[] => (reference()?.centres ?? []).map((item) => ({ areaId: item.id, areaName: item.name })),

    async bookings(areaId: string, day: string): Promise<CounterBooking[]> {
      centre(areaId);
      const at = now();
      return (await repository.dayBookings(deps.db, areaId, day)).map((row) => present(row, at));
    },

    /** Every booking of the citizen who made an order: their record of arrivals and no-shows. */
    async citizenBookings(orderId: string): Promise<CounterBooking[]> {
      const order = await repository.orderById(deps.db, orderId);
      if (!order) refuseStaff('notFound', 'staff.counter.unknown', { serial: orderId });
      const at = now();
      return (await repository.bookingsOfOwner(deps.db, order.openid)).map((row) => present(row, at));
    },

    /**
     * Checks a booking in at a centre's counter: its row locked, so of two counters scanning one
     * slip the second finds it arrived and is refused. The day's next number is handed out under the
     * day's lock.
     */
    async checkIn(who: CounterClerk, input: { areaId: string; code: string; origin: string }): Promise<CounterBooking> {
      centre(input.areaId);
      const serial = serialOfSlipCode(input.code, input.origin);
      if (!serial) refuseStaff('invalid', 'staff.counter.notASlip');
      const at = now();
      const booking = await deps.db.transaction().execute(async (trx) => {
        const order = await repository.lockBySerial(trx, serial);
        if (!order) return refuseStaff('notFound', 'staff.counter.unknown', { serial });
        if (order.status !== 'booked') refuseStaff('conflict', 'staff.counter.cancelled', { serial });
        if (order.arrived_at) refuseStaff('conflict', 'staff.counter.alreadyArrived', { serial, at: formatDateTime(order.arrived_at), by: order.arrived_by ?? '' });
        if (order.area_id !== input.areaId) refuseStaff('conflict', 'staff.counter.otherCentre', { serial, centre: order.area_name });
        if (order.calendar !== chinaDate(at)) refuseStaff('conflict', 'staff.counter.otherDay', { serial, day: `${order.calendar} ${order.time_name}` });
        if (slotEndsAt(order.calendar, order.time_name) <= at) refuseStaff('conflict', 'staff.counter.noShow', { serial, time: order.time_name });
        await repository.lockDay(trx, order.area_id, order.calendar);
        const queueNo = await repository.checkIn(trx, order, who.name);
        await audit.record(trx, who.actor, { action: 'counter.checkIn', target: order.id, after: { serial, areaId: order.area_id, queueNo } });
        return (await repository.lockBySerial(trx, serial))!;
      });
      return present(booking, at);
    },

    queue: (areaId: string): Promise<CounterQueue> => {
      centre(areaId);
      return queueOf(deps.db, areaId, chinaDate(now()));
    },

    /**
     * A call of the centre's queue today, under the day's lock: next (the one served is done, the
     * lowest waiting number is called), recall (the same number again), skip (the one served did not
     * come: skipped, and the next is called).
     */
    async call(who: CounterClerk, areaId: string, action: QueueCall): Promise<CounterQueue> {
      centre(areaId);
      const day = chinaDate(now());
      return deps.db.transaction().execute(async (trx) => {
        if (!(await repository.lockDay(trx, areaId, day))) refuseStaff('conflict', 'staff.counter.queueEmpty');
        const rows = await repository.queue(trx, areaId, day);
        const serving = rows.find((row) => row.queue_state === 'serving');
        const waiting = rows.find((row) => row.queue_state === 'waiting');
        if (action === 'recall') {
          if (!serving) refuseStaff('conflict', 'staff.counter.noneServed');
          await repository.recall(trx, serving.id);
        } else {
          if (!serving && !waiting) refuseStaff('conflict', 'staff.counter.queueEmpty');
          if (action === 'skip' && !serving) refuseStaff('conflict', 'staff.counter.noneServed');
          if (serving) await repository.setQueueState(trx, serving.id, action === 'skip' ? 'skipped' : 'done');
          if (waiting) await repository.setQueueState(trx, waiting.id, 'serving');
        }
        await audit.record(trx, who.actor, { action: `counter.${action}`, target: `${areaId} ${day}`, after: { served: serving?.queue_no ?? null, called: action === 'recall' ? (serving?.queue_no ?? null) : (waiting?.queue_no ?? null) } });
        return queueOf(trx, areaId, day);
      });
    },

    /**
     * The emulated registry's part, at the counter: an application accepted there gets its number
     * and may be booked against (kyy 1), as the clerk API's call did (decision 0031).
     */
    recordApplication: (who: CounterClerk, { owner, ...application }: CounterApplication) =>
      deps.db.transaction().execute(async (trx) => {
        const recorded = await createApplicationBookings(createFilingRepository(trx), deps.schemas).recordAccepted({ ...application, openid: owner });
        await audit.record(trx, who.actor, { action: 'counter.application', target: recorded.id, after: { prolsh: recorded.prolsh, kyy: recorded.kyy } });
        return recorded;
      }),
  };
}

export type CounterService = ReturnType<typeof createCounterService>;
