import { sql, type Insertable, type Selectable, type Transaction, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from '../../db/database';
import type { ApplicationTable, AppointmentOrderTable, Database } from '../../db/types';
import type { CalendarDay } from '../../appointments/calendarDays';
import { calendarIdOf, slotRowsOf } from '../../appointments/slotRows';
import type { CentreBusiness } from '../../../engine/appointments/centreBusinesses';
import type { AppointmentCentre } from '../../../engine/appointments/types';
import type { DownloadFile } from './downloadFiles';

const PDF_MIME = 'application/pdf';

const ORDER_COLUMNS = [
  'o.id',
  'o.serial',
  'o.openid',
  'o.source',
  'o.time_id',
  'o.calendar',
  'o.name',
  'o.code',
  'o.phone',
  'o.wlsh',
  'o.djlx',
  'o.xzqdm',
  'o.remark',
  'o.status',
  'o.created_at',
  'o.arrived_at',
  's.time_name',
  's.starts_at',
  'p.process_id',
  'p.process_name',
  'a.area_id',
  'a.area_name',
  'a.address',
] as const;

/**
 * What appointments ask of filing, which owns the applications table (docs/decisions/0047):
 * change an application's booking state inside the appointment's transaction.
 */
export interface BookingState {
  /** The owner's bookable application becomes booked; false when it is not bookable. */
  markBooked(trx: Transaction<Database>, prolsh: string, openid: string): Promise<boolean>;
  /** Its appointment was cancelled. */
  release(trx: Transaction<Database>, prolsh: string): Promise<void>;
  /** The application behind an application number, whoever owns it. */
  byNumber(prolsh: string): Promise<NumberedApplication | undefined>;
  /** The user's applications that have an application number, newest first. */
  numberedOf(openid: string): Promise<NumberedApplication[]>;
}

type NumberedApplication = Pick<Selectable<ApplicationTable>, 'id' | 'openid' | 'name' | 'prolsh' | 'kyy' | 'shzt' | 'djlx' | 'xzqdm' | 'areaname' | 'created_at' | 'submitted_at'>;

/** Orders with their slot, business and centre, as every order read shows them. */
const ordersIn = (from: Db | Transaction<Database>) =>
  from
    .selectFrom('appointment_orders as o')
    .innerJoin('appointment_slots as s', 's.time_id', 'o.time_id')
    .innerJoin('appointment_processes as p', 'p.process_id', 's.process_id')
    .innerJoin('appointment_areas as a', 'a.area_id', 'p.area_id')
    .select(ORDER_COLUMNS);

/** SQL of appointments: reference data, the calendar, slots and orders. */
export function createAppointmentRepository(db: Db, applications: BookingState) {
  const orders = (from: Db | Transaction<Database> = db) => ordersIn(from);

  return {
    /**
     * The centres and businesses of the configuration, as rows orders can refer to: added or brought
     * up to date; one the configuration dropped keeps its row (its orders still name it) and is
     * no longer listed. Processes doing this at once write the same values.
     */
    async syncReference(centres: readonly AppointmentCentre[], businesses: readonly CentreBusiness[]) {
      await db
        .insertInto('appointment_areas')
        .values(
          centres.map((centre, sort) => ({
            area_id: centre.id,
            area_name: centre.name,
            xzqdm: centre.xzqdm,
            address: centre.address,
            worktime: centre.worktime,
            phone: centre.phone,
            lat: centre.position ? String(centre.position.lat) : null,
            lng: centre.position ? String(centre.position.lng) : null,
            sort,
          })),
        )
        .onConflict((oc) =>
          oc.column('area_id').doUpdateSet((eb) => ({
            area_name: eb.ref('excluded.area_name'),
            xzqdm: eb.ref('excluded.xzqdm'),
            address: eb.ref('excluded.address'),
            worktime: eb.ref('excluded.worktime'),
            phone: eb.ref('excluded.phone'),
            lat: eb.ref('excluded.lat'),
            lng: eb.ref('excluded.lng'),
            sort: eb.ref('excluded.sort'),
          })),
        )
        .execute();
      await db
        .insertInto('appointment_processes')
        .values(businesses.map((business) => ({ process_id: business.processId, area_id: business.areaId, process_name: business.name, djlx: business.djlx, sort: business.sort })))
        .onConflict((oc) => oc.column('process_id').doUpdateSet((eb) => ({ process_name: eb.ref('excluded.process_name'), djlx: eb.ref('excluded.djlx'), sort: eb.ref('excluded.sort') })))
        .execute();
    },

    /**
     * The calendar days of the given centres and, on the open ones, the slots of each business by
     * its template and places. Ids are made from the day and time, so processes doing this at once
     * insert each row once. A slot that exists takes a changed number of places unless more are
     * booked than that (then it keeps its own: the bookings stand).
     */
    async ensureDays(days: CalendarDay[], businesses: readonly CentreBusiness[], slotMinutes: number) {
      const areaIds = [...new Set(businesses.map((business) => business.areaId))];
      if (!areaIds.length || !days.length) return;
      const calendars = areaIds.flatMap((area_id) =>
        days.map((day) => ({ calendar_id: calendarIdOf(area_id, day.date), area_id, calendar: day.date, time_class: day.timeClass, holiday: day.holiday })),
      );
      await db.insertInto('appointment_calendars').values(calendars).onConflict((oc) => oc.columns(['area_id', 'calendar']).doNothing()).execute();
      const slots = calendars.filter((day) => !day.holiday).flatMap((day) => slotRowsOf(day, businesses, slotMinutes));
      for (let at = 0; at < slots.length; at += 500) {
        await db
          .insertInto('appointment_slots')
          .values(slots.slice(at, at + 500))
          .onConflict((oc) =>
            oc
              .column('time_id')
              .doUpdateSet((eb) => ({ max_num: eb.ref('excluded.max_num') }))
              .where((eb) => eb.and([eb('appointment_slots.max_num', '<>', eb.ref('excluded.max_num')), eb('appointment_slots.count_num', '<=', eb.ref('excluded.max_num'))])),
          )
          .execute();
      }
    },

    areas: () => db.selectFrom('appointment_areas').selectAll().orderBy('sort').execute(),
    /** Centres of a city: the first four digits of the region code. */
    areasOfCity: (xzqdm: string) => db.selectFrom('appointment_areas').selectAll().where('xzqdm', 'like', `${xzqdm.slice(0, 4)}%`).orderBy('sort').execute(),
    processes: (areaId: string) => db.selectFrom('appointment_processes').selectAll().where('area_id', '=', areaId).orderBy('sort').execute(),
    /** A centre's days between two dates (index appointment_calendars_area_day). */
    calendars: (areaId: string, from: string, to: string) =>
      db.selectFrom('appointment_calendars').selectAll().where('area_id', '=', areaId).where('calendar', '>=', from).where('calendar', '<=', to).orderBy('calendar').execute(),
    calendar: (calendarId: string) => db.selectFrom('appointment_calendars').selectAll().where('calendar_id', '=', calendarId).executeTakeFirst(),
    /** Days of any centre from a date on: the holiday listing. */
    days: (from: string, to: string) =>
      db.selectFrom('appointment_calendars').select(['calendar', 'holiday']).distinct().where('calendar', '>=', from).where('calendar', '<=', to).orderBy('calendar').execute(),
    slots: (calendarId: string, processId: string, timeClass?: string) =>
      db
        .selectFrom('appointment_slots')
        .selectAll()
        .where('calendar_id', '=', calendarId)
        .where('process_id', '=', processId)
        .$if(timeClass !== undefined, (q) => q.where('time_class', '=', timeClass!))
        .orderBy('starts_at')
        .execute(),
    /** A slot with its day and centre. */
    slot: (timeId: string) =>
      db
        .selectFrom('appointment_slots as s')
        .innerJoin('appointment_calendars as c', 'c.calendar_id', 's.calendar_id')
        .innerJoin('appointment_processes as p', 'p.process_id', 's.process_id')
        .innerJoin('appointment_areas as a', 'a.area_id', 'p.area_id')
        .select(['s.time_id', 's.time_class', 's.time_name', 's.starts_at', 's.max_num', 's.count_num', 's.calendar_id', 'c.calendar', 'c.holiday', 'p.process_id', 'p.process_name', 'p.djlx', 'a.area_id', 'a.area_name', 'a.address'])
        .where('s.time_id', '=', timeId)
        .executeTakeFirst(),
    slotByName: (processId: string, calendar: string, timeName: string) =>
      db
        .selectFrom('appointment_slots as s')
        .innerJoin('appointment_calendars as c', 'c.calendar_id', 's.calendar_id')
        .select(['s.time_id', 's.process_id', 's.time_class', 's.time_name'])
        .where('s.process_id', '=', processId)
        .where('c.calendar', '=', calendar)
        .where('s.time_name', '=', timeName)
        .executeTakeFirst(),

    order: (id: string) => orders().where('o.id', '=', id).executeTakeFirst(),
    orderBySerial: (serial: string) => orders().where('o.serial', '=', serial).executeTakeFirst(),
    /** The live order of an application number, else its latest. */
    orderByWlsh: (openid: string, wlsh: string) =>
      orders().where('o.openid', '=', openid).where('o.wlsh', '=', wlsh).orderBy(sql`o.status = 'booked'`, 'desc').orderBy('o.created_at', 'desc').executeTakeFirst(),
    /** The user's orders, newest first (index appointment_orders_owner_idx), of some sources. */
    ordersOf: (openid: string, sources: string[]) =>
      orders().where('o.openid', '=', openid).where('o.source', 'in', sources).orderBy('o.created_at', 'desc').limit(200).execute(),
    liveOrderOnDay: (phone: string, calendar: string) =>
      db.selectFrom('appointment_orders').select('id').where('phone', '=', phone).where('calendar', '=', calendar).where('status', '=', 'booked').executeTakeFirst(),

    /** The application behind an application number, whoever owns it (filing's read). */
    application: (prolsh: string) => applications.byNumber(prolsh),
    /** The user's applications that have an application number (filing's read). */
    applicationsWithNumber: (openid: string) => applications.numberedOf(openid),

    /**
     * Books: the application first (filing marks it booked, only the owner's and only while
     * awaiting review or approved: its row's lock makes a second booking of it, or a revoke, wait
     * and then find it taken), the order next (the unique indexes refuse a second live booking of the phone that day
     * and of the application), the place last — a conditional UPDATE, so the slot's row is locked
     * only for the end of the transaction and two processes can never both take the last place.
     * Answers the new order's id, or why it was refused.
     */
    book: (order: NewOrder, alsoDo: AlsoInTransaction) =>
      db.transaction().execute(async (trx): Promise<{ id: string; created_at: Date } | { refused: Refusal }> => {
        if (order.wlsh && !(await applications.markBooked(trx, order.wlsh, order.openid))) throw new Refused('application');
        const inserted = await trx
          .insertInto('appointment_orders')
          .values(order)
          .onConflict((oc) => oc.columns(['phone', 'calendar']).where('status', '=', 'booked').doNothing())
          .returning(['id', 'created_at'])
          .executeTakeFirst();
        if (!inserted) throw new Refused('duplicate');
        const taken = await trx.updateTable('appointment_slots').set({ count_num: sql`count_num + 1` }).where('time_id', '=', order.time_id).where('count_num', '<', sql<number>`max_num`).executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new Refused('full');
        await alsoDo(trx, inserted.id);
        return inserted;
      }).catch((error: unknown) => {
        if (error instanceof Refused) return { refused: error.reason };
        throw error;
      }),

    /**
     * Cancels the owner's live order and frees its place; its application may book again only
     * while it is awaiting review or approved (a rejected one may not: docs/decisions/0037).
     */
    cancel: (id: string, openid: string, alsoDo: AlsoInTransaction) =>
      db.transaction().execute(async (trx) => {
        const [cancelled] = await cancelLive(trx, (q) => q.where('id', '=', id).where('openid', '=', openid));
        if (!cancelled) return false;
        if (cancelled.wlsh) await applications.release(trx, cancelled.wlsh);
        await alsoDo(trx, id);
        return true;
      }),

    downloads: (xzqdm: string, search: string) =>
      db
        .selectFrom('download_files')
        .select(['file_alias', 'file_name'])
        .where('xzqdm', 'like', `${xzqdm.slice(0, 4)}%`)
        .$if(search !== '', (q) => q.where('file_name', 'like', `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
        .orderBy('sort')
        .execute(),
    download: (alias: string) => db.selectFrom('download_files').select(['file_name', 'mime', 'content']).where('file_alias', '=', alias).executeTakeFirst(),
  };
}

/** An order as the booking writes it: every column but those the database fills. */
export type NewOrder = Required<Omit<Insertable<AppointmentOrderTable>, 'id' | 'status' | 'created_at' | 'cancelled_at' | CounterColumns>>;

/** What the counter writes of an order (check-in and the queue, server/appointments): never the booking. */
type CounterColumns = 'arrived_at' | 'arrived_by' | 'queue_no' | 'queue_state' | 'called_at' | 'calls';

type Refusal = 'duplicate' | 'full' | 'application';

/** Work that commits with the booking or the cancellation, or not at all (the outbox's message). */
export type AlsoInTransaction = (trx: Transaction<Database>, orderId: string) => Promise<void>;

class Refused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

type OrderFilter = (query: UpdateQueryBuilder<Database, 'appointment_orders', 'appointment_orders', UpdateResult>) => UpdateQueryBuilder<Database, 'appointment_orders', 'appointment_orders', UpdateResult>;

/** Cancels the live orders a filter names and frees their places, inside the caller's transaction. */
async function cancelLive(trx: Db, filter: OrderFilter) {
  const cancelled = await filter(trx.updateTable('appointment_orders').set({ status: 'cancelled', cancelled_at: sql`now()` }).where('status', '=', 'booked'))
    .returning(['id', 'time_id', 'wlsh'])
    .execute();
  for (const { time_id } of cancelled) await trx.updateTable('appointment_slots').set({ count_num: sql`count_num - 1` }).where('time_id', '=', time_id).execute();
  return cancelled;
}

/**
 * Cancels the live appointment of an application inside the caller's transaction (filing's revoke,
 * which holds the application's row): answers the orders it cancelled (none or one), as read after.
 */
export async function cancelApplicationAppointment(trx: Transaction<Database>, wlsh: string) {
  const cancelled = await cancelLive(trx, (q) => q.where('wlsh', '=', wlsh));
  if (!cancelled.length) return [];
  return ordersIn(trx).where('o.id', 'in', cancelled.map((order) => order.id)).execute();
}

/**
 * The demo's downloadable forms as PDFs (`draw` makes one: the seed's, with the registry's CJK
 * font); a database seeded with the earlier text files gets the PDFs in their place (issue 27).
 * Running it again changes nothing.
 */
export async function seedDownloads(db: Db, files: readonly DownloadFile[], draw: (file: DownloadFile) => Promise<Buffer>) {
  const stored = await db.selectFrom('download_files').select(['file_alias', 'mime']).where('file_alias', 'in', files.map((file) => file.fileAlias)).execute();
  const current = new Set(stored.filter((row) => row.mime === PDF_MIME).map((row) => row.file_alias));
  const missing = files.map((file, sort) => ({ file, sort })).filter(({ file }) => !current.has(file.fileAlias));
  if (!missing.length) return;
  const rows = [];
  for (const { file, sort } of missing) rows.push({ file_alias: file.fileAlias, file_name: file.fileName, xzqdm: file.xzqdm, mime: PDF_MIME, content: await draw(file), sort });
  await db
    .insertInto('download_files')
    .values(rows)
    .onConflict((oc) => oc.column('file_alias').doUpdateSet((eb) => ({ file_name: eb.ref('excluded.file_name'), mime: eb.ref('excluded.mime'), content: eb.ref('excluded.content') })))
    .execute();
}

export type AppointmentRepository = ReturnType<typeof createAppointmentRepository>;
export type OrderRow = NonNullable<Awaited<ReturnType<AppointmentRepository['order']>>>;
