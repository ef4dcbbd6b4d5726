import crypto from 'node:crypto';
import type { MessageKey } from '../../../engine/i18n/translate';
import type { ApplicationStage, Vocabulary } from '../../../engine/vocabulary/types';
import { stateAllows } from '../../../engine/vocabulary/stateAllows';
import { stateOf } from '../../../engine/vocabulary/stateOf';
import { refuse, type MessageParams } from '../../domain/refusal';
import type { UserDirectory } from '../../users/userDirectory';
import { centreBusinesses } from '../../../engine/appointments/centreBusinesses';
import type { AppointmentConfig } from '../../../engine/appointments/types';
import { addDays, chinaDate, slotName, weekdayOf } from '../../appointments/calendarDays';
import type { Outbox } from '../../outbox/outbox';
import { bookingEvent } from '../../appointments/bookingEvent';
import { presentOrder } from './presentOrder';
import type { AppointmentRepository } from './repository';
import { OWN_SUCCESS_REGION, bookingRules, type BookingRules } from './rules';

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

/** A slot with its places, and closed once booking it is no longer possible (started, about to, or beyond the window). */
const presentSlot = (row: Awaited<ReturnType<AppointmentRepository['slots']>>[number], rules: BookingRules, now: Date) => ({
  timeId: row.time_id,
  countId: row.time_id,
  timeName: row.time_name,
  maxNum: row.max_num,
  countNum: row.count_num,
  remain: row.max_num - row.count_num,
  closed: rules.slotClosed(new Date(row.starts_at), now),
});

/**
 * Where an application with a number stands, as the /yuyue card names it (docs/decisions/0037):
 * the vocabulary's stage (a draft among numbered applications was submitted once and revoked).
 */
function applicationStage(vocabulary: Vocabulary, shzt: number): ApplicationStage {
  return stateOf(vocabulary, shzt)?.stage ?? 'approved';
}

/** Why an application may not book now (the booking's refusal, and what its form shows), or undefined when it may. */
function refusalOf(vocabulary: Vocabulary, application: { kyy: number; shzt: number }): MessageKey | undefined {
  if (application.kyy === 2) return 'appoint.duplicate';
  if (!stateAllows(vocabulary, application.shzt, 'book')) return (stateOf(vocabulary, application.shzt)?.bookingRefusal as MessageKey | undefined) ?? 'appoint.applicationNotBookable';
  return application.kyy === 1 ? undefined : 'appoint.applicationNotBookable';
}

/** A serial a person can read out at the counter: the day and eight random digits. */
const newSerial = (calendar: string) => `${calendar.replaceAll('-', '')}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** The appointment configuration as it stands (schemas/appointments), or undefined while its file is refused. */
export type AppointmentReference = () => AppointmentConfig | undefined;

/**
 * The rules of appointments (spec 001 sections 2.7 to 2.10, 5 and 8; docs/decisions/0029-0031,
 * 0045). Centres, businesses, slots, holidays and windows come from the configuration, read at
 * every call; the two rules that must hold under concurrency are kept by the database (see the
 * repository's book).
 */
export function createAppointmentService(
  repository: AppointmentRepository,
  users: UserDirectory,
  reference: AppointmentReference,
  outbox: Outbox,
  vocabulary: () => Vocabulary,
  now = () => new Date(),
) {
  let current: { config: AppointmentConfig; rules: BookingRules; businesses: ReturnType<typeof centreBusinesses> } | undefined;
  /** The rules of the configuration served now (worked out once per version of it). */
  function configured() {
    const config = reference();
    if (!config) refuse('unavailable', 'appoint.unavailable');
    if (current?.config !== config) current = { config, rules: bookingRules(config), businesses: centreBusinesses(config) };
    return current;
  }
  const rules = () => configured().rules;

  // The centres and the calendar follow the configuration and roll forward by themselves: the first
  // call of a new day, or under a changed configuration, writes what it adds.
  let ensured: { day: string; config: AppointmentConfig; done: Promise<void> } | null = null;
  function ensureCalendar(): Promise<void> {
    const { config, rules: window, businesses } = configured();
    const today = chinaDate(now());
    if (ensured?.day !== today || ensured.config !== config) {
      const done = (async () => {
        await repository.syncReference(config.centres, businesses);
        await repository.ensureDays(window.upcomingDays(now()), businesses, config.queue.addtime);
      })().catch((error: unknown) => {
        ensured = null;
        throw error;
      });
      ensured = { day: today, config, done };
    }
    return ensured.done;
  }

  /**
   * Whether the configuration still offers a slot: its business is listed and its time is in the
   * business's template. A slot made before an edit stays (its orders name it) but is not offered.
   */
  function offered(slot: { process_id: string; time_class: string; time_name: string }): boolean {
    const { businesses, config } = configured();
    const starts = businesses.find((business) => business.processId === slot.process_id)?.starts[slot.time_class as '1' | '2'] ?? [];
    return starts.some((start) => slotName(start, config.queue.addtime) === slot.time_name);
  }

  /** Rows of the centres and businesses the configuration lists now, in its order. */
  async function listedAreas(read: () => ReturnType<AppointmentRepository['areas']>) {
    await ensureCalendar();
    const listed = new Set(configured().config.centres.map((centre) => centre.id));
    return (await read()).filter((row) => listed.has(row.area_id)).map(presentArea);
  }

  async function profileOf(openid: string) {
    const user = await users.find(openid);
    if (!user?.name || !user.cardnum || !user.phone) refuse('invalid', 'precheck.incomplete');
    return { name: user.name, code: user.cardnum, phone: user.phone, xzqdm: user.xzqdm ?? '' };
  }

  async function owned(openid: string, key: OrderKey) {
    const row =
      'id' in key ? await repository.order(key.id) : 'serial' in key ? await repository.orderBySerial(key.serial) : await repository.orderByWlsh(openid, key.wlsh);
    // Someone else's order answers as an unknown one: a different answer would tell which ids exist (decision 0036).
    if (!row || row.openid !== openid) refuse('notFound', 'appoint.orderUnknown');
    return row;
  }

  /** The application behind a booking with an application number: the caller's own, ready to book. */
  async function bookableApplication(openid: string, wlsh: string) {
    const application = await repository.application(wlsh);
    // As with orders: someone else's acceptance number answers as an unknown one.
    if (!application || application.openid !== openid) refuse('notFound', 'appoint.applicationUnknown');
    const refusal = refusalOf(vocabulary(), application);
    if (refusal) refuse('invalid', refusal);
    return application;
  }

  /** What the booked citizen reads: a message key and its parameters. */
  function successMessage(source: OrderSource, xzqdm: string, order: { serial: string; calendar: string; timeName: string; wlsh: string }): { key: MessageKey; params?: MessageParams } {
    if (source === 'apm') return { key: 'appoint.apmSuccess' };
    if (xzqdm === OWN_SUCCESS_REGION) return { key: 'appoint.success140200', params: { serial: order.serial } };
    return { key: 'appoint.success', params: { serial: order.serial, date: order.calendar, time: order.timeName } };
  }

  return {
    ensureCalendar,
    /** The queue system's configuration (spec 001 section 2.10). */
    queueConfig: () => configured().config.queue,
    areas: () => listedAreas(() => repository.areas()),
    areasOfRegion: (xzqdm: string) => listedAreas(() => repository.areasOfCity(xzqdm)),
    async processes(areaId: string) {
      await ensureCalendar();
      const listed = new Set(configured().businesses.map((business) => business.processId));
      return (await repository.processes(areaId)).filter((row) => listed.has(row.process_id)).map((row) => ({ processId: row.process_id, processName: row.process_name, djlx: row.djlx }));
    },
    /** A centre's open days from today. */
    async calendars(areaId: string) {
      await ensureCalendar();
      const rows = await repository.calendars(areaId, chinaDate(now()), rules().lastBookableDay(now()));
      return rows
        .filter((row) => !row.holiday)
        .map((row) => ({ calendarId: row.calendar_id, calendar: row.calendar, timeClass: row.time_class, holiday: 0, areaId: row.area_id, weekday: weekdayOf(row.calendar) }));
    },
    async counts(calendarId: string, processId: string, timeClass?: string) {
      const at = now();
      return (await repository.slots(calendarId, processId, timeClass)).filter(offered).map((row) => presentSlot(row, rules(), at));
    },
    /** The single-page variant: a centre's open days, each with its slots for one business. */
    async calendarWithSlots(areaId: string | undefined, processId: string | undefined) {
      await ensureCalendar();
      const { businesses, rules: window } = configured();
      const area = areaId ?? businesses[0]?.areaId ?? '';
      const process = processId ?? businesses.find((business) => business.areaId === area)?.processId ?? '';
      const at = now();
      const days = (await repository.calendars(area, chinaDate(at), window.lastBookableDay(at))).filter((row) => !row.holiday);
      return Promise.all(
        days.map(async (row) => ({
          calendarId: row.calendar_id,
          calendar: row.calendar,
          weekday: weekdayOf(row.calendar),
          timeClass: row.time_class,
          areaId: area,
          processId: process,
          times: (await repository.slots(row.calendar_id, process)).filter(offered).map((slot) => presentSlot(slot, window, at)),
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
      const slot = await repository.slotByName(processId, calendar, timeName);
      return slot && offered(slot) ? slot.time_id : undefined;
    },

    /** queryApmCount: true when the caller's phone has no live booking on that day. */
    async mayBookDay(openid: string, calendarId: string) {
      const { phone } = await profileOf(openid);
      const day = await repository.calendar(calendarId);
      if (!day) refuse('notFound', 'appoint.slotUnknown');
      return !(await repository.liveOrderOnDay(phone, day.calendar));
    },

    async book(openid: string, request: BookingRequest) {
      // The slot first: when many press at once most find it full, and are answered from this one read.
      const window = configured().rules;
      // Places and times as the configuration stands now (a cached promise once it is written).
      await ensureCalendar();
      const slot = await repository.slot(request.timeId);
      if (!slot || !offered(slot)) refuse('notFound', 'appoint.slotUnknown');
      if (slot.holiday) refuse('invalid', 'appoint.holiday');
      if (window.bookingClosed(new Date(slot.starts_at), now())) refuse('invalid', 'appoint.past');
      if (slot.calendar > window.lastBookableDay(now())) refuse('invalid', 'appoint.notOpenYet');
      // A full slot is refused without a transaction; the conditional UPDATE still decides the last place.
      if (slot.count_num >= slot.max_num) refuse('invalid', 'appoint.full');
      const profile = await profileOf(openid);
      const application = request.wlsh ? await bookableApplication(openid, request.wlsh) : null;
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
      if ('refused' in result) refuse('invalid', result.refused === 'full' ? 'appoint.full' : 'appoint.duplicate');
      outbox.kick();
      // Shown from what was written and the slot already read: no second read on the busiest call.
      const order = presentOrder({ ...slot, ...values, ...result, status: 'booked', arrived_at: null }, window, now());
      return { order, message: successMessage(request.source, xzqdm, order) };
    },

    async cancel(openid: string, id: string) {
      const window = configured().rules;
      const row = await owned(openid, { id });
      if (row.status !== 'booked') refuse('invalid', 'appoint.alreadyCancelled');
      if (window.cancelClosed(new Date(row.starts_at), now())) refuse('invalid', 'appoint.cancelClosed');
      if (!(await repository.cancel(id, openid, (trx) => outbox.enqueue(trx, bookingEvent('booking.cancelled', row))))) refuse('invalid', 'appoint.alreadyCancelled');
      outbox.kick();
      return presentOrder((await repository.order(id))!, window, now());
    },

    detail: async (openid: string, key: OrderKey) => presentOrder(await owned(openid, key), configured().rules, now()),
    /** The raw order for the calendar file. */
    ownedOrder: owned,
    orders: async (openid: string, sources: OrderSource[]) => (await repository.ordersOf(openid, sources)).map((row) => presentOrder(row, rules(), now())),

    /** getYuyueApplyList: the caller's applications with an application number, and whether each may book. */
    async applications(openid: string) {
      return (await repository.applicationsWithNumber(openid)).map((row) => {
        const refusal = refusalOf(vocabulary(), row);
        return {
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
          stage: applicationStage(vocabulary(), row.shzt),
          /** Why it may not book: the reason a booking would be refused with; undefined when it may. */
          refusal,
        };
      });
    },

    downloads: async (xzqdm: string, search: string) => (await repository.downloads(xzqdm, search)).map((row) => ({ fileName: row.file_name, fileAlias: row.file_alias })),
    download: (alias: string) => repository.download(alias),
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
