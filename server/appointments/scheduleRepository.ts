import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';

type Trx = Transaction<Database>;

/** A live order with what its message and the scheduler's list show. */
const liveOrders = (trx: Trx) =>
  trx
    .selectFrom('appointment_orders as o')
    .innerJoin('appointment_slots as s', 's.time_id', 'o.time_id')
    .innerJoin('appointment_processes as p', 'p.process_id', 's.process_id')
    .innerJoin('appointment_areas as a', 'a.area_id', 'p.area_id')
    .select(['o.id', 'o.serial', 'o.openid', 'o.name', 'o.phone', 'o.wlsh', 'o.calendar', 'o.time_id', 'o.created_at', 's.time_name', 'p.process_id', 'p.process_name', 'a.area_name'])
    .where('o.status', '=', 'booked');

/**
 * The scheduler's SQL on the appointment tables (issue 32, docs/decisions/0096), each inside the
 * publishing transaction: the slots from a day on, locked before their places change; the live
 * orders a change drops; cancelling and moving them with their places.
 */
export const scheduleRepository = {
  /** Every slot from a day on, with its day (unlocked: the ones that change are locked next). */
  slotsFrom: (db: Db | Trx, today: string) =>
    db
      .selectFrom('appointment_slots as s')
      .innerJoin('appointment_calendars as c', 'c.calendar_id', 's.calendar_id')
      .select(['s.time_id', 's.process_id', 's.time_class', 's.time_name', 's.max_num', 's.count_num', 's.starts_at', 'c.calendar_id', 'c.calendar', 'c.area_id', 'c.holiday', 'c.time_class as day_class'])
      .where('c.calendar', '>=', today)
      .orderBy('s.starts_at')
      .execute(),

  /** Every centre's days from a day on. */
  daysFrom: (db: Db | Trx, today: string) => db.selectFrom('appointment_calendars').select(['calendar_id', 'area_id', 'calendar', 'holiday', 'time_class']).where('calendar', '>=', today).execute(),

  /** A centre's day opened (its row made, or its holiday lifted) with the slots of its businesses, each made once. */
  async openDay(trx: Trx, day: { calendar_id: string; area_id: string; calendar: string; time_class: string }, slots: ReadonlyArray<Insertable<Database['appointment_slots']>>) {
    await trx
      .insertInto('appointment_calendars')
      .values({ ...day, holiday: false })
      .onConflict((oc) => oc.columns(['area_id', 'calendar']).doUpdateSet({ holiday: false }))
      .execute();
    if (slots.length) await trx.insertInto('appointment_slots').values([...slots]).onConflict((oc) => oc.column('time_id').doNothing()).execute();
  },

  /** The slots of a centre's day. */
  slotsOfDay: (trx: Trx, calendarId: string) => trx.selectFrom('appointment_slots').select(['time_id']).where('calendar_id', '=', calendarId).execute(),

  /**
   * Locks slots (in one order, so two publishers cannot deadlock) and answers their places as they
   * are now: a citizen's booking of one of them waits, then finds the places this transaction left.
   */
  async lockSlots(trx: Trx, timeIds: string[]) {
    if (!timeIds.length) return new Map<string, number>();
    const rows = await trx.selectFrom('appointment_slots').select(['time_id', 'count_num']).where('time_id', 'in', timeIds).orderBy('time_id').forUpdate().execute();
    return new Map(rows.map((row) => [row.time_id, row.count_num]));
  },

  /** Live orders of slots, the latest booked first (they give up their places first when places are cut). */
  liveOrdersOf: (trx: Trx, timeIds: string[]) =>
    timeIds.length ? liveOrders(trx).where('o.time_id', 'in', timeIds).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute() : Promise.resolve([]),

  liveOrder: (trx: Trx, id: string) => liveOrders(trx).where('o.id', '=', id).executeTakeFirst(),

  setDay: (trx: Trx, calendarId: string, day: { holiday: boolean; timeClass: string }) =>
    trx.updateTable('appointment_calendars').set({ holiday: day.holiday, time_class: day.timeClass }).where('calendar_id', '=', calendarId).execute(),

  /** A slot's places and kind of day; its count is at most the places by then (the check constraint). */
  setSlot: (trx: Trx, timeId: string, slot: { maxNum: number; timeClass: string }) =>
    trx.updateTable('appointment_slots').set({ max_num: slot.maxNum, time_class: slot.timeClass }).where('time_id', '=', timeId).execute(),

  /** Cancels a live order and frees its place; false when it was no longer live. */
  async cancel(trx: Trx, id: string) {
    const row = await trx.updateTable('appointment_orders').set({ status: 'cancelled', cancelled_at: sql`now()` }).where('id', '=', id).where('status', '=', 'booked').returning(['time_id']).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('appointment_slots').set({ count_num: sql`count_num - 1` }).where('time_id', '=', row.time_id).execute();
    return true;
  },

  /** Frees a moving order's place (it takes another with moveInto, in the same transaction). */
  leave: (trx: Trx, timeId: string) => trx.updateTable('appointment_slots').set({ count_num: sql`count_num - 1` }).where('time_id', '=', timeId).execute(),

  /**
   * Takes a place in the first of the slots (in the order given) with room, on a day the order's
   * phone has no other live booking: the conditional UPDATE decides the place, as a booking does.
   * Answers the slot taken, or undefined when none had room.
   */
  async moveInto(trx: Trx, order: { id: string; phone: string }, candidates: Array<{ time_id: string; calendar: string }>) {
    const busyDays = new Set(
      (await trx.selectFrom('appointment_orders').select('calendar').where('phone', '=', order.phone).where('status', '=', 'booked').where('id', '!=', order.id).execute()).map((row) => row.calendar),
    );
    for (const slot of candidates) {
      if (busyDays.has(slot.calendar)) continue;
      const taken = await trx.updateTable('appointment_slots').set({ count_num: sql`count_num + 1` }).where('time_id', '=', slot.time_id).where('count_num', '<', sql<number>`max_num`).executeTakeFirst();
      if (Number(taken.numUpdatedRows) !== 1) continue;
      await trx.updateTable('appointment_orders').set({ time_id: slot.time_id, calendar: slot.calendar }).where('id', '=', order.id).execute();
      return slot;
    }
    return undefined;
  },
};
