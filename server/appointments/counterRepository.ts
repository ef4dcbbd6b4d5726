import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/types';

type Trx = Transaction<Database>;

const COUNTER_COLUMNS = [
  'o.id',
  'o.serial',
  'o.openid',
  'o.name',
  'o.code',
  'o.phone',
  'o.wlsh',
  'o.status',
  'o.calendar',
  'o.created_at',
  'o.arrived_at',
  'o.arrived_by',
  'o.queue_no',
  'o.queue_state',
  'o.calls',
  's.time_name',
  's.starts_at',
  'p.process_name',
  'a.area_id',
  'a.area_name',
] as const;

/** Orders with their slot, business and centre, as the counter reads them. */
const counterOrders = (from: Db | Trx) =>
  from
    .selectFrom('appointment_orders as o')
    .innerJoin('appointment_slots as s', 's.time_id', 'o.time_id')
    .innerJoin('appointment_processes as p', 'p.process_id', 's.process_id')
    .innerJoin('appointment_areas as a', 'a.area_id', 'p.area_id')
    .select(COUNTER_COLUMNS);

/** The queue of a centre's day: its checked-in orders (index appointment_orders_queue_idx, then the centre). */
const queueOf = (from: Db | Trx, areaId: string, day: string) =>
  counterOrders(from).where('o.calendar', '=', day).where('a.area_id', '=', areaId).where('o.queue_no', 'is not', null).where('o.status', '=', 'booked');

/**
 * The counter's SQL on the appointment tables (issue 32, docs/decisions/0096): the day's bookings
 * of a centre, a citizen's bookings, check-in, and the queue's calls. A check-in locks the order's
 * row (a second one waits, then finds it arrived); numbers and calls lock the centre's day row, so
 * two counters never hand out one number or call one person twice.
 */
export const counterRepository = {
  /** A centre's bookings of a day, by slot then booking (index appointment_orders_day_idx). */
  dayBookings: (db: Db, areaId: string, day: string) =>
    counterOrders(db).where('o.calendar', '=', day).where('a.area_id', '=', areaId).orderBy('s.starts_at').orderBy('p.sort').orderBy('o.created_at').limit(5000).execute(),

  /** Every booking of the citizen who made an order, newest first (index appointment_orders_owner_idx). */
  bookingsOfOwner: (db: Db, openid: string) => counterOrders(db).where('o.openid', '=', openid).orderBy('o.created_at', 'desc').limit(200).execute(),

  orderById: (db: Db, id: string) => counterOrders(db).where('o.id', '=', id).executeTakeFirst(),

  /** The order of a slip's number, its row locked for the check-in. */
  lockBySerial: (trx: Trx, serial: string) =>
    counterOrders(trx).where('o.serial', '=', serial).forUpdate('o').executeTakeFirst(),

  /** Locks a centre's day (the queue's numbers and calls go one at a time); false when the centre has no such day. */
  async lockDay(trx: Trx, areaId: string, day: string) {
    return Boolean(await trx.selectFrom('appointment_calendars').select('calendar_id').where('area_id', '=', areaId).where('calendar', '=', day).forUpdate().executeTakeFirst());
  },

  /** Checks a live order in with the next number of its centre's day (the day locked by the caller). */
  async checkIn(trx: Trx, order: { id: string; area_id: string; calendar: string }, by: string) {
    const last = await queueOf(trx, order.area_id, order.calendar).clearSelect().select((eb) => eb.fn.max('o.queue_no').as('last')).executeTakeFirst();
    const queueNo = Number(last?.last ?? 0) + 1;
    await trx
      .updateTable('appointment_orders')
      .set({ arrived_at: sql`now()`, arrived_by: by, queue_no: queueNo, queue_state: 'waiting' })
      .where('id', '=', order.id)
      .where('arrived_at', 'is', null)
      .execute();
    return queueNo;
  },

  /** The centre's day in the queue: who is served and who waits, by number. */
  queue: (from: Db | Trx, areaId: string, day: string) => queueOf(from, areaId, day).where('o.queue_state', 'in', ['waiting', 'serving']).orderBy('o.queue_no').execute(),

  setQueueState: (trx: Trx, id: string, state: 'serving' | 'done' | 'skipped') =>
    trx
      .updateTable('appointment_orders')
      .set(state === 'serving' ? { queue_state: state, called_at: sql`now()`, calls: sql`calls + 1` } : { queue_state: state })
      .where('id', '=', id)
      .execute(),

  /** The same number announced again. */
  recall: (trx: Trx, id: string) => trx.updateTable('appointment_orders').set({ called_at: sql`now()`, calls: sql`calls + 1` }).where('id', '=', id).execute(),

  /** For the citizen's queue page: the queues of the centres of some orders, on their days (every number handed out). */
  queuesOf: (db: Db, days: Array<{ areaId: string; day: string }>) =>
    Promise.all(days.map(async ({ areaId, day }) => ({ areaId, day, rows: await queueOf(db, areaId, day).orderBy('o.queue_no').execute() }))),
};

export type CounterOrder = NonNullable<Awaited<ReturnType<typeof counterRepository.orderById>>>;
