import type { Transaction } from 'kysely';
import { dayUnder, slotUnder } from '../../engine/appointments/slotUnder';
import { centreBusinesses } from '../../engine/appointments/centreBusinesses';
import type { AppointmentConfig } from '../../engine/appointments/types';
import { hallCalendar } from '../../engine/calendar/workingDays';
import type { ScheduleConflict, ScheduleResolution, SchedulePublished } from '../../engine/contract/staff/schedule';
import type { SlotLoss } from '../../engine/appointments/slotUnder';
import { maskPhone } from '../../engine/masking/maskPhone';
import type { Database } from '../db/types';
import { refuseStaff } from '../domain/refusal';
import type { Outbox } from '../outbox/outbox';
import { bookingEvent } from './bookingEvent';
import { scheduleRepository as repository } from './scheduleRepository';

type Trx = Transaction<Database>;

/** The appointment configuration's file in a configuration version (schemas/appointments, decision 0045). */
export const REFERENCE_FILE = 'appointments/reference.json';

/** A slot whose places or kind of day change, and why it keeps fewer. */
export interface SlotChange {
  timeId: string;
  capacity: number;
  timeClass: string;
  loss: SlotLoss;
}

/** A centre's day that closes or opens, or becomes (or stops being) a holiday's eve. */
export interface DayChange {
  calendarId: string;
  holiday: boolean;
  timeClass: string;
}

export interface Rescheduling {
  slots: SlotChange[];
  days: DayChange[];
}

/** The places a configuration gives the stored slots, by slot, with a function of it for one slot. */
function underOf(config: AppointmentConfig) {
  const businesses = new Map(centreBusinesses(config).map((business) => [business.processId, business]));
  const calendar = hallCalendar(config);
  return (slot: { process_id: string; calendar: string; time_name: string }) => slotUnder({ processId: slot.process_id, calendar: slot.calendar, timeName: slot.time_name }, businesses, calendar);
}

/**
 * What publishing `next` over `served` changes of the stored calendar from a day on: only what
 * the two configurations judge differently, so a day a scheduler opened or closed by hand at one
 * centre keeps its state unless the change is about it.
 */
export async function reschedulingOf(trx: Trx, served: AppointmentConfig, next: AppointmentConfig, today: string): Promise<Rescheduling> {
  const before = underOf(served);
  const after = underOf(next);
  const slots: SlotChange[] = [];
  const days = new Map<string, DayChange>();
  for (const row of await repository.slotsFrom(trx, today)) {
    const [was, will] = [before(row), after(row)];
    if (was.capacity !== will.capacity || was.timeClass !== will.timeClass) {
      slots.push({ timeId: row.time_id, capacity: will.capacity, timeClass: will.timeClass, loss: will.loss ?? 'capacity' });
    }
  }
  const [servedCalendar, nextCalendar] = [hallCalendar(served), hallCalendar(next)];
  for (const day of await repository.daysFrom(trx, today)) {
    const [was, will] = [dayUnder(day.calendar, servedCalendar), dayUnder(day.calendar, nextCalendar)];
    if (was.open !== will.open || was.timeClass !== will.timeClass) {
      days.set(day.calendar_id, { calendarId: day.calendar_id, holiday: !will.open, timeClass: will.timeClass });
    }
  }
  return { slots, days: [...days.values()] };
}

/**
 * Locks the slots that change and answers the live bookings that would lose their places: on a
 * slot cut to fewer places than it holds, the latest booked give theirs up first.
 */
export async function droppedBookings(trx: Trx, change: Rescheduling) {
  const counts = await repository.lockSlots(trx, change.slots.map((slot) => slot.timeId));
  const dropped: Array<ScheduleConflict & { order: Awaited<ReturnType<typeof repository.liveOrdersOf>>[number] }> = [];
  for (const slot of change.slots) {
    const excess = (counts.get(slot.timeId) ?? 0) - slot.capacity;
    if (excess <= 0) continue;
    for (const order of (await repository.liveOrdersOf(trx, [slot.timeId])).slice(0, excess)) {
      dropped.push({
        orderId: order.id,
        serial: order.serial,
        name: order.name,
        phone: maskPhone(order.phone),
        areaName: order.area_name,
        processName: order.process_name,
        calendar: order.calendar,
        timeName: order.time_name,
        loss: slot.loss,
        order,
      });
    }
  }
  return dropped;
}

/** The bookings as the scheduler's list shows them. */
export const conflictsOf = (dropped: Awaited<ReturnType<typeof droppedBookings>>): ScheduleConflict[] => dropped.map(({ order: _order, ...conflict }) => conflict);

/**
 * Applies a change of the calendar in the caller's transaction (issue 32, docs/decisions/0096),
 * after droppedBookings locked its slots: refused, naming them, while a dropped booking has no
 * resolution; else each is cancelled or moved to the first slot of its business with room
 * (`openSlots` answers them, in order, once the places are set), and its citizen told.
 */
export async function applyRescheduling(
  trx: Trx,
  change: Rescheduling,
  dropped: Awaited<ReturnType<typeof droppedBookings>>,
  resolutions: readonly ScheduleResolution[],
  context: {
    outbox: Outbox;
    release: (trx: Trx, wlsh: string) => Promise<void>;
    openSlots: (processId: string) => Promise<Array<{ time_id: string; calendar: string; time_name: string }>>;
    /** What the refusal says: resolve them here (the schedule page), or on the schedule page (the console). */
    unresolved?: 'staff.schedule.conflicts' | 'staff.schedule.conflictsElsewhere';
  },
): Promise<Omit<SchedulePublished, 'number'>> {
  const chosen = new Map(resolutions.map((resolution) => [resolution.orderId, resolution.action]));
  const unresolved = dropped.filter((booking) => !chosen.has(booking.orderId));
  if (unresolved.length) {
    refuseStaff('conflict', context.unresolved ?? 'staff.schedule.conflicts', { count: unresolved.length, serials: unresolved.map((booking) => booking.serial).join('、') }, { data: { conflicts: conflictsOf(unresolved) } });
  }
  for (const day of change.days) await repository.setDay(trx, day.calendarId, day);
  const result: Omit<SchedulePublished, 'number'> = { moved: [], cancelled: [] };
  const moving = dropped.filter((booking) => chosen.get(booking.orderId) === 'move');
  for (const { order } of dropped.filter((booking) => chosen.get(booking.orderId) === 'cancel')) {
    await repository.cancel(trx, order.id);
    if (order.wlsh) await context.release(trx, order.wlsh);
    await context.outbox.enqueue(trx, bookingEvent('booking.cancelled', order));
    result.cancelled.push({ orderId: order.id, serial: order.serial });
  }
  for (const { order } of moving) await repository.leave(trx, order.time_id);
  for (const slot of change.slots) await repository.setSlot(trx, slot.timeId, { maxNum: slot.capacity, timeClass: slot.timeClass });
  for (const { order } of moving) {
    const leaving = new Set(dropped.map((booking) => booking.order.time_id));
    const candidates = (await context.openSlots(order.process_id)).filter((slot) => !leaving.has(slot.time_id));
    const slot = await repository.moveInto(trx, order, candidates);
    if (!slot) refuseStaff('conflict', 'staff.schedule.noRoom', { serial: order.serial });
    const to = candidates.find((candidate) => candidate.time_id === slot.time_id)!;
    await context.outbox.enqueue(trx, bookingEvent('booking.moved', { ...order, calendar: to.calendar, time_name: to.time_name }, { from: `${order.calendar} ${order.time_name}`, timeId: to.time_id }));
    result.moved.push({ orderId: order.id, serial: order.serial, calendar: to.calendar, timeName: to.time_name });
  }
  return result;
}

export { underOf };

/**
 * A publication that changes the appointment configuration without the scheduler's page (the
 * configuration console, a rollback): the stored calendar follows it in the same transaction, and
 * it is refused, naming them, when it would drop bookings (the schedule page resolves those).
 */
export async function followPublishedSchedule(trx: Trx, served: Record<string, unknown>, next: Record<string, unknown>, today: string, outbox: Outbox) {
  const [before, after] = [served[REFERENCE_FILE] as AppointmentConfig | undefined, next[REFERENCE_FILE] as AppointmentConfig | undefined];
  if (!before || !after) return;
  const change = await reschedulingOf(trx, before, after, today);
  if (!change.slots.length && !change.days.length) return;
  const dropped = await droppedBookings(trx, change);
  await applyRescheduling(trx, change, dropped, [], { outbox, release: async () => undefined, openSlots: async () => [], unresolved: 'staff.schedule.conflictsElsewhere' });
}
