import crypto from 'node:crypto';
import { HttpError } from '../../http/httpError';
import type { Translate } from '../../http/translator';
import type { UserDirectory } from '../../users/userDirectory';
import { addDays, chinaDate, upcomingDays, weekdayOf } from './calendarDays';
import type { Outbox } from '../../outbox/outbox';
import { bookingEvent } from './bookingEvent';
import { presentOrder } from './presentOrder';
import { HOLIDAYS, QUEUE_CONFIG } from './referenceData';
import { calendarIdOf, type AppointmentRepository } from './repository';
import { OWN_SUCCESS_REGION, bookingClosed, cancelClosed } from './rules';

/** Where a booking comes from: with an application number, without, the single page, the queue system. */
export type OrderSource = 'wlsh' | 'nosh' | 'apm' | 'callnum';

export interface BookingRequest {
  timeId: string;
  source: OrderSource;
  wlsh?: string | undefined;
  xzqdm?: string | undefined;
  remark?: string | undefined;
}

/** Which order a detail call asks for: by id, by application number or by appointment number. */
export type OrderKey = { id: string } | { wlsh: string } | { serial: string };

const presentArea = (row: Awaited<ReturnType<AppointmentRepository['areas']>>[number]) => ({
  areaId: row.area_id,
  areaName: row.area_name,
  xzqdm: row.xzqdm,
  address: row.address,
  worktime: row.worktime,
  phone: row.phone,
  lat: row.lat === null ? null : Number(row.lat),
  lng: row.lng === null ? null : Number(row.lng),
});

const presentSlot = (row: Awaited<ReturnType<AppointmentRepository['slots']>>[number]) => ({
  timeId: row.time_id,
  countId: row.time_id,
  timeName: row.time_name,
  maxNum: row.max_num,
  countNum: row.count_num,
  remain: row.max_num - row.count_num,
});

/** A serial a person can read out at the counter: the day and eight random digits. */
const newSerial = (calendar: string) => `${calendar.replaceAll('-', '')}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;

/**
 * The rules of appointments (spec 001 sections 2.7 to 2.10, 5 and 8; docs/decisions/0029-0031).
 * The two that must hold under concurrency are kept by the database (see the repository's book).
 */
export function createAppointmentService(repository: AppointmentRepository, users: UserDirectory, outbox: Outbox, now = () => new Date()) {
  // The calendar rolls forward by itself: the first call of a new day adds the days it opens.
  let ensured: { day: string; done: Promise<void> } | null = null;
  function ensureCalendar(): Promise<void> {
    const today = chinaDate(now());
    if (ensured?.day !== today) {
      const done = repository.ensureDays(upcomingDays(today, QUEUE_CONFIG.yuyueday, HOLIDAYS)).catch((error: unknown) => {
        ensured = null;
        throw error;
      });
      ensured = { day: today, done };
    }
    return ensured.done;
  }

  async function profileOf(openid: string, tr: Translate) {
    const user = await users.find(openid);
    if (!user?.name || !user.cardnum || !user.phone) throw new HttpError(400, tr('precheck.incomplete'));
    return { name: user.name, code: user.cardnum, phone: user.phone, xzqdm: user.xzqdm ?? '' };
  }

  async function owned(openid: string, key: OrderKey, tr: Translate) {
    const row =
      'id' in key ? await repository.order(key.id) : 'serial' in key ? await repository.orderBySerial(key.serial) : await repository.orderByWlsh(openid, key.wlsh);
    // Someone else's order answers as an unknown one: a different answer would tell which ids exist (decision 0036).
    if (!row || row.openid !== openid) throw new HttpError(404, tr('appoint.orderUnknown'));
    return row;
  }

  /** The application behind a booking with an application number: the caller's own, ready to book. */
  async function bookableApplication(openid: string, wlsh: string, tr: Translate) {
    const application = await repository.application(wlsh);
    // As with orders: someone else's acceptance number answers as an unknown one.
    if (!application || application.openid !== openid) throw new HttpError(404, tr('appoint.applicationUnknown'));
    if (application.kyy === 2) throw new HttpError(400, tr('appoint.duplicate'));
    if (application.kyy !== 1) throw new HttpError(400, tr('appoint.applicationNotBookable'));
    return application;
  }

  function successMessage(source: OrderSource, xzqdm: string, order: { serial: string; calendar: string; timeName: string; wlsh: string }, tr: Translate) {
    if (source === 'apm') return tr('appoint.apmSuccess');
    if (xzqdm === OWN_SUCCESS_REGION) return tr('appoint.success140200', { serial: order.serial });
    return tr('appoint.success', { serial: order.serial, date: order.calendar, time: order.timeName });
  }

  return {
    ensureCalendar,
    areas: async () => (await repository.areas()).map(presentArea),
    areasOfRegion: async (xzqdm: string) => (await repository.areasOfCity(xzqdm)).map(presentArea),
    async processes(areaId: string) {
      return (await repository.processes(areaId)).map((row) => ({ processId: row.process_id, processName: row.process_name, djlx: row.djlx }));
    },
    /** A centre's open days from today. */
    async calendars(areaId: string) {
      await ensureCalendar();
      const rows = await repository.calendars(areaId, chinaDate(now()));
      return rows
        .filter((row) => !row.holiday)
        .map((row) => ({ calendarId: row.calendar_id, calendar: row.calendar, timeClass: row.time_class, holiday: 0, areaId: row.area_id, weekday: weekdayOf(row.calendar) }));
    },
    async counts(calendarId: string, processId: string, timeClass?: string) {
      return (await repository.slots(calendarId, processId, timeClass)).map(presentSlot);
    },
    /** The single-page variant: a centre's open days, each with its slots for one business. */
    async calendarWithSlots(areaId: string | undefined, processId: string | undefined) {
      await ensureCalendar();
      const area = areaId ?? (await repository.areas())[0]?.area_id ?? '';
      const process = processId ?? (await repository.processes(area))[0]?.process_id ?? '';
      const days = (await repository.calendars(area, chinaDate(now()))).filter((row) => !row.holiday);
      return Promise.all(
        days.map(async (row) => ({
          calendarId: row.calendar_id,
          calendar: row.calendar,
          weekday: weekdayOf(row.calendar),
          timeClass: row.time_class,
          areaId: area,
          processId: process,
          times: (await repository.slots(row.calendar_id, process)).map(presentSlot),
        })),
      );
    },
    /** getCalendarList: every day of the booking window and whether the counters are closed. */
    async calendarList() {
      await ensureCalendar();
      const today = chinaDate(now());
      const rows = await repository.days(today, addDays(today, 31));
      const closed = new Set(rows.filter((row) => row.holiday).map((row) => row.calendar));
      return { today, isHoliday: closed.has(today), list: [...new Set(rows.map((row) => row.calendar))].map((calendar) => ({ calendar, holiday: closed.has(calendar) ? 1 : 0 })) };
    },

    /** The queue system names a slot by business, day and time. */
    async slotIdByName(processId: string, calendar: string, timeName: string) {
      await ensureCalendar();
      return (await repository.slotByName(processId, calendar, timeName))?.time_id;
    },

    /** queryApmCount: true when the caller's phone has no live booking on that day. */
    async mayBookDay(openid: string, calendarId: string, tr: Translate) {
      const { phone } = await profileOf(openid, tr);
      const day = await repository.calendar(calendarId);
      if (!day) throw new HttpError(404, tr('appoint.slotUnknown'));
      return !(await repository.liveOrderOnDay(phone, day.calendar));
    },

    async book(openid: string, request: BookingRequest, tr: Translate) {
      // The slot first: when many press at once most find it full, and are answered from this one read.
      const slot = await repository.slot(request.timeId);
      if (!slot) throw new HttpError(404, tr('appoint.slotUnknown'));
      if (slot.holiday) throw new HttpError(400, tr('appoint.holiday'));
      if (bookingClosed(new Date(slot.starts_at), now())) throw new HttpError(400, tr('appoint.past'));
      // A full slot is refused without a transaction; the conditional UPDATE still decides the last place.
      if (slot.count_num >= slot.max_num) throw new HttpError(400, tr('appoint.full'));
      const profile = await profileOf(openid, tr);
      const application = request.wlsh ? await bookableApplication(openid, request.wlsh, tr) : null;
      const xzqdm = application?.xzqdm ?? request.xzqdm ?? profile.xzqdm;
      const values = {
        serial: newSerial(slot.calendar),
        openid,
        source: request.source,
        time_id: slot.time_id,
        calendar: slot.calendar,
        name: profile.name,
        code: profile.code,
        phone: profile.phone,
        wlsh: application?.prolsh ?? null,
        djlx: application?.djlx ?? slot.djlx,
        xzqdm,
        remark: request.remark ?? '',
      };
      const result = await repository.book(values, (trx, id) => outbox.enqueue(trx, bookingEvent('booking.made', { ...slot, ...values, id })));
      if ('refused' in result) throw new HttpError(400, tr(result.refused === 'full' ? 'appoint.full' : 'appoint.duplicate'));
      outbox.kick();
      // Shown from what was written and the slot already read: no second read on the busiest call.
      const order = presentOrder({ ...slot, ...values, ...result, status: 'booked' }, now());
      return { order, message: successMessage(request.source, xzqdm, order, tr) };
    },

    async cancel(openid: string, id: string, tr: Translate) {
      const row = await owned(openid, { id }, tr);
      if (row.status !== 'booked') throw new HttpError(400, tr('appoint.alreadyCancelled'));
      if (cancelClosed(new Date(row.starts_at), now())) throw new HttpError(400, tr('appoint.cancelClosed'));
      if (!(await repository.cancel(id, openid, (trx) => outbox.enqueue(trx, bookingEvent('booking.cancelled', row))))) throw new HttpError(400, tr('appoint.alreadyCancelled'));
      outbox.kick();
      return presentOrder((await repository.order(id))!, now());
    },

    detail: async (openid: string, key: OrderKey, tr: Translate) => presentOrder(await owned(openid, key, tr), now()),
    /** The raw order for the calendar file. */
    ownedOrder: owned,
    orders: async (openid: string, sources: OrderSource[]) => (await repository.ordersOf(openid, sources)).map((row) => presentOrder(row, now())),

    /** getYuyueApplyList: the caller's applications with an application number, and whether each may book. */
    async applications(openid: string) {
      return (await repository.applicationsWithNumber(openid)).map((row) => ({
        id: row.id,
        proinstid: row.id,
        name: row.name,
        prolsh: row.prolsh ?? '',
        kyy: row.kyy,
        iskyy: row.kyy,
        djlx: row.djlx,
        xzqdm: row.xzqdm,
        areaname: row.areaname,
        shzt: row.shzt,
      }));
    },

    downloads: async (xzqdm: string, search: string) => (await repository.downloads(xzqdm, search)).map((row) => ({ fileName: row.file_name, fileAlias: row.file_alias })),
    download: (alias: string) => repository.download(alias),

    /** Clerk: open a day at a centre (with its slots) or close it as a holiday. */
    async setDay(areaId: string, date: string, holiday: boolean, tr: Translate) {
      if (!(await repository.area(areaId))) throw new HttpError(404, tr('appoint.areaUnknown'));
      await repository.ensureDays([{ date, holiday: false, timeClass: '1' }], [areaId]);
      await repository.setHoliday(calendarIdOf(areaId, date), holiday);
      return { calendarId: calendarIdOf(areaId, date), calendar: date, holiday };
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
