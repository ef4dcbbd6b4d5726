import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentConfig } from '../../engine/appointments/types';
import type { CounterBooking, CounterQueue, ScheduleConflict, ScheduleCurrent, SchedulePublished } from '../../engine/contract/staff/schedule';
import type { RunningServer } from '../../server/startServer';
import { createFreshDatabase } from '../support/freshPostgres';
import { readXlsx } from '../support/readXlsx';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { TestClient } from '../support/testClient';
import { startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const databaseUrl = apiDatabaseUrl();
const baseUrl = apiBaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type StatBody<T = unknown> = { stat: number; message: string; data: T };
type QueueOrder = { id: string; serial: string; status: string; attendance: string; queue: { serving: number | null; yourNumber: number | null; ahead: number } | null };

/** A China day from today ('YYYY-MM-DD'). */
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
/** China time's hh:mm a number of minutes from now, kept within today. */
const chinaClock = (minutes: number) => {
  const at = new Date(Date.now() + 8 * 3_600_000 + minutes * 60_000);
  if (at.toISOString().slice(0, 10) !== chinaDay(0)) return minutes < 0 ? '00:00' : '23:59';
  return at.toISOString().slice(11, 16);
};

describe.skipIf(!baseUrl)("the scheduler's schedule and the counter (issue 32)", () => {
  let server: RunningServer;
  let scheduler: StaffClient;
  let clerk: StaffClient;
  let reviewer: StaffClient;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  beforeAll(async () => {
    // Its own server and database: publishing a schedule changes every citizen's calendar (on
    // PostgreSQL every process on the database follows a publication).
    database = databaseUrl ? await createFreshDatabase() : undefined;
    server = await startFilingServer(database?.url ?? '');
    [scheduler, clerk, reviewer] = await Promise.all([
      signInStaff(server.url, 'demo-scheduler', 'demo-scheduler-2026'),
      signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026'),
      signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026'),
    ]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const db = () => server.deps.db;
  /** A citizen with a complete profile and a phone of their own (one live booking per phone and day). */
  async function citizen() {
    const openid = `sch-${crypto.randomBytes(6).toString('hex')}`;
    const client = await new TestClient(server.url).signIn(openid);
    const phone = `139${String(crypto.randomInt(100_000_000)).padStart(8, '0')}`;
    await db().updateTable('users').set({ name: '排班测试', cardnum: `1304021990${String(crypto.randomInt(10_000_000)).padStart(8, '0')}`, phone, real_name_auth: true }).where('openid', '=', openid).execute();
    return { openid, client };
  }
  /** Books a queue order (the queue system's booking) of a centre's business on a day and time. */
  async function book(who: { client: TestClient }, queueid: string, resDay: string, resTime: string) {
    const answer = await who.client.post<StatBody<{ id: string; serial: string }>>('/callnum/order/add', { queueid, resDay, resTime, remark: '' });
    expect(answer.body.stat, JSON.stringify(answer.body)).toBe(1);
    return answer.body.data;
  }
  /** The centre's n-th open day from today for booking. */
  async function openDay(who: { client: TestClient }, comID: string, groupId: string, index: number) {
    return (await who.client.post<StatBody<{ resDay: string }[]>>('/callnum/makeanapp/resdate', { comID, groupId })).body.data[index]!.resDay;
  }
  /**
   * The test's clock: moves a booked order into a slot of today at hd03 that runs from `from` to
   * `to` minutes around now (the counter works on today's slots, whatever the hour the test runs at).
   */
  async function intoTodaysSlot(orderId: string, from: number, to: number) {
    const today = chinaDay(0);
    const calendarId = `hd03-${today.replaceAll('-', '')}`;
    const name = `${chinaClock(from)}-${chinaClock(to)}`;
    const timeId = `${calendarId}-test-${name.replace(/\D/g, '')}`;
    await db().insertInto('appointment_slots').values({ time_id: timeId, calendar_id: calendarId, process_id: 'hd03-cx', time_class: '1', time_name: name, starts_at: new Date(`${today}T${name.slice(0, 5)}:00+08:00`), max_num: 50 }).onConflict((oc) => oc.column('time_id').doNothing()).execute();
    const order = await db().selectFrom('appointment_orders').select('time_id').where('id', '=', orderId).executeTakeFirstOrThrow();
    await db().updateTable('appointment_slots').set((eb) => ({ count_num: eb('count_num', '-', 1) })).where('time_id', '=', order.time_id).execute();
    await db().updateTable('appointment_slots').set((eb) => ({ count_num: eb('count_num', '+', 1) })).where('time_id', '=', timeId).execute();
    await db().updateTable('appointment_orders').set({ time_id: timeId, calendar: today }).where('id', '=', orderId).execute();
  }
  const current = async () => (await scheduler.get<Envelope<ScheduleCurrent>>('/staff/api/schedule')).body.data;
  const outboxOf = (openid: string) => db().selectFrom('outbox_events').select(['kind', 'params']).where('openid', '=', openid).orderBy('id').execute();

  it('opens the schedule to the scheduler and the admin, the counter to the counter clerk too, and nothing to a reviewer', async () => {
    expect((await reviewer.get('/staff/api/schedule')).status).toBe(403);
    expect((await reviewer.get('/staff/api/counter/bookings?areaId=hd01')).status).toBe(403);
    expect((await reviewer.post('/staff/api/counter/check-in', { areaId: 'hd01', code: '2026010112345678' })).status).toBe(403);
    expect((await clerk.get('/staff/api/schedule')).status).toBe(403);
    expect((await clerk.get('/staff/api/counter/bookings?areaId=hd01')).status).toBe(200);
    expect((await scheduler.get('/staff/api/counter/centres')).body.data).toContainEqual({ areaId: 'hd01', areaName: '邯郸市不动产登记中心' });
    const pages = (await scheduler.get<Envelope<{ pages: string[] }>>('/staff/api/me')).body.data.pages;
    expect(pages).toEqual(expect.arrayContaining(['schedule', 'counter']));
    expect((await scheduler.get('/staff/api/counter/bookings?areaId=nowhere')).status).toBe(404);
  });

  it('publishes a schedule change as a configuration version the citizens are served at once', async () => {
    const before = await current();
    const reference: AppointmentConfig = structuredClone(before.reference);
    reference.queue.yuyueday = 9;
    reference.centres.find((centre) => centre.id === 'hd02')!.phone = '0310-5090000';
    const published = await scheduler.post<Envelope<SchedulePublished>>('/staff/api/schedule/publish', { reference, note: '预约窗口延长', basedOn: before.number });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data).toMatchObject({ number: before.number + 1, moved: [], cancelled: [] });
    expect((await current()).reference.queue.yuyueday).toBe(9);
    const { client } = await citizen();
    expect((await client.get<StatBody<{ yuyueday: number }>>('/callnum/system/addtime')).body.data.yuyueday).toBe(9);
    const audit = await db().selectFrom('staff_audit_log').select(['action', 'actor_username']).where('target', '=', `version ${before.number + 1}`).execute();
    expect(audit).toContainEqual({ action: 'schedule.publish', actor_username: 'demo-scheduler' });
    // A stale edit and a broken one are refused, nothing published.
    expect((await scheduler.post('/staff/api/schedule/publish', { reference, basedOn: before.number })).status).toBe(409);
    const broken = await scheduler.post<Envelope<{ problems: unknown[] }>>('/staff/api/schedule/publish', { reference: { ...reference, queue: { ...reference.queue, addtime: 'sixty' } } });
    expect(broken.status).toBe(400);
    expect((await current()).number).toBe(before.number + 1);
  });

  it('refuses a holiday over booked days, naming the bookings, then moves or cancels them as told and tells each citizen', async () => {
    const [first, second, third] = await Promise.all([citizen(), citizen(), citizen()]);
    const day = await openDay(first, 'hd02', 'hd02-dy', 3);
    const [a, b] = [await book(first, 'hd02-dy', day, '09:00-10:00'), await book(second, 'hd02-dy', day, '10:00-11:00')];
    const base = await current();
    const reference: AppointmentConfig = structuredClone(base.reference);
    reference.holidays.push({ name: '临时闭厅', from: day, days: 1 });

    const impact = await scheduler.post<Envelope<{ conflicts: ScheduleConflict[] }>>('/staff/api/schedule/impact', { reference });
    expect(impact.body.data.conflicts.map((conflict) => [conflict.serial, conflict.loss]).sort()).toEqual([[a.serial, 'closed'], [b.serial, 'closed']].sort());
    expect(impact.body.data.conflicts[0]!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);

    const refused = await scheduler.post<Envelope<{ conflicts: ScheduleConflict[] }>>('/staff/api/schedule/publish', { reference, note: '临时闭厅' });
    expect(refused.status).toBe(409);
    expect(refused.body.errmsg).toContain(a.serial);
    expect(refused.body.errmsg).toContain(b.serial);
    expect(refused.body.data.conflicts).toHaveLength(2);
    expect((await current()).number).toBe(base.number);

    // Meanwhile a third citizen books the same day: a publish resolving only the first two is refused again, naming the third.
    const c = await book(third, 'hd02-dy', day, '11:00-12:00');
    const partly = await scheduler.post<Envelope<{ conflicts: ScheduleConflict[] }>>('/staff/api/schedule/publish', {
      reference,
      resolutions: [
        { orderId: a.id, action: 'move' },
        { orderId: b.id, action: 'cancel' },
      ],
    });
    expect(partly.status).toBe(409);
    expect(partly.body.data.conflicts.map((conflict) => conflict.serial)).toEqual([c.serial]);

    const resolved = await scheduler.post<Envelope<SchedulePublished>>('/staff/api/schedule/publish', {
      reference,
      note: '临时闭厅',
      resolutions: [
        { orderId: a.id, action: 'move' },
        { orderId: b.id, action: 'cancel' },
        { orderId: c.id, action: 'cancel' },
      ],
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.data.cancelled.map((order) => order.serial).sort()).toEqual([b.serial, c.serial].sort());
    const [moved] = resolved.body.data.moved;
    expect(moved).toMatchObject({ serial: a.serial });
    expect(moved!.calendar).not.toBe(day);

    // The citizens see it; the day is closed to booking; each was told.
    const firstOrders = (await first.client.post<StatBody<Array<QueueOrder & { resDay: string; resTime: string }>>>('/callnum/order/list')).body.data;
    expect(firstOrders[0]).toMatchObject({ serial: a.serial, status: 'booked', resDay: moved!.calendar, resTime: moved!.timeName });
    expect((await second.client.post<StatBody<QueueOrder[]>>('/callnum/order/list')).body.data[0]).toMatchObject({ status: 'cancelled' });
    expect(await openDay(first, 'hd02', 'hd02-dy', 3)).not.toBe(day);
    const refusedBooking = await first.client.post<StatBody>('/callnum/order/add', { queueid: 'hd02-zy', resDay: day, resTime: '09:00-10:00', remark: '' });
    expect(refusedBooking.body.stat).toBe(0);
    expect(await outboxOf(first.openid)).toContainEqual(expect.objectContaining({ kind: 'booking.moved', params: expect.objectContaining({ from: `${day} 09:00-10:00`, date: moved!.calendar }) }));
    expect((await outboxOf(second.openid)).map((event) => event.kind)).toContain('booking.cancelled');
    expect((await outboxOf(third.openid)).map((event) => event.kind)).toContain('booking.cancelled');
  });

  it('closes one centre’s day only with its bookings resolved', async () => {
    const who = await citizen();
    const day = await openDay(who, 'hd01', 'hd01-zx', 2);
    const order = await book(who, 'hd01-zx', day, '09:00-10:00');
    const refused = await scheduler.post<Envelope<{ conflicts: ScheduleConflict[] }>>('/staff/api/schedule/days', { areaId: 'hd01', calendar: day, holiday: true });
    expect(refused.status).toBe(409);
    expect(refused.body.data.conflicts.map((conflict) => conflict.serial)).toEqual([order.serial]);
    const closed = await scheduler.post<Envelope<SchedulePublished>>('/staff/api/schedule/days', { areaId: 'hd01', calendar: day, holiday: true, resolutions: [{ orderId: order.id, action: 'move' }] });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.data.moved[0]!.calendar).not.toBe(day);
    expect((await outboxOf(who.openid)).map((event) => event.kind)).toContain('booking.moved');
  });

  it('refuses the configuration console a publication that would drop bookings, naming them', async () => {
    const editor = await signInStaff(server.url, 'demo-config', 'demo-config-2026');
    const who = await citizen();
    const day = await openDay(who, 'hd02', 'hd02-yg', 4);
    const order = await book(who, 'hd02-yg', day, '09:00-10:00');
    const { number } = await current();
    const files = (await editor.get<Envelope<{ files: Record<string, unknown> }>>(`/staff/api/configuration/versions/${number}`)).body.data.files;
    const reference = structuredClone(files['appointments/reference.json']) as AppointmentConfig;
    reference.holidays.push({ name: '控制台闭厅', from: day, days: 1 });
    const refused = await editor.post<Envelope>('/staff/api/configuration/publish', { files: { ...files, 'appointments/reference.json': reference }, note: '闭厅' });
    expect(refused.status).toBe(409);
    expect(refused.body.errmsg).toContain(order.serial);
    expect(refused.body.errmsg).toContain('预约排班');
    expect((await current()).number).toBe(number);
  });

  it('checks a booking in by its slip’s QR code or number, once, audited; a booking whose slot ended is a no-show', async () => {
    await scheduler.post('/staff/api/schedule/days', { areaId: 'hd03', calendar: chinaDay(0) });
    const [one, two, late] = await Promise.all([citizen(), citizen(), citizen()]);
    const day = await openDay(one, 'hd03', 'hd03-cx', 2);
    const [a, b, c] = [await book(one, 'hd03-cx', day, '09:00-10:00'), await book(two, 'hd03-cx', day, '09:00-10:00'), await book(late, 'hd03-cx', day, '09:00-10:00')];
    await intoTodaysSlot(a.id, -10, 60);
    await intoTodaysSlot(b.id, -10, 60);
    await intoTodaysSlot(c.id, -600, -599);

    // What the slip's QR code encodes: this hall's slip address with the serial.
    const qr = `${server.url}/online/public/appointment/showcard?serial=${a.serial}`;
    const checked = await clerk.post<Envelope<CounterBooking>>('/staff/api/counter/check-in', { areaId: 'hd03', code: qr });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data).toMatchObject({ serial: a.serial, attendance: 'arrived', queueNo: 1, queueState: 'waiting', arrivedBy: '受理人员（演示）' });
    const again = await clerk.post<Envelope>('/staff/api/counter/check-in', { areaId: 'hd03', code: a.serial });
    expect(again.status).toBe(409);
    expect(again.body.errmsg).toMatch(new RegExp(`预约 ${a.serial} 已于 .+ 由 受理人员（演示） 签到，不能重复签到。`));
    expect((await clerk.post<Envelope>('/staff/api/counter/check-in', { areaId: 'hd03', code: `https://elsewhere.example/online/public/appointment/showcard?serial=${b.serial}` })).status).toBe(400);
    expect((await clerk.post<Envelope>('/staff/api/counter/check-in', { areaId: 'hd01', code: b.serial })).body.errmsg).toContain('不在本网点');
    expect((await clerk.post<Envelope>('/staff/api/counter/check-in', { areaId: 'hd03', code: '2099010100000000' })).status).toBe(404);
    expect((await clerk.post<Envelope<CounterBooking>>('/staff/api/counter/check-in', { areaId: 'hd03', code: b.serial })).body.data.queueNo).toBe(2);
    const noShow = await clerk.post<Envelope>('/staff/api/counter/check-in', { areaId: 'hd03', code: c.serial });
    expect(noShow.status).toBe(409);
    expect(noShow.body.errmsg).toContain('已记为爽约');

    const audit = await db().selectFrom('staff_audit_log').select(['action', 'actor_username']).where('target', '=', a.id).execute();
    expect(audit).toEqual([{ action: 'counter.checkIn', actor_username: 'demo-acceptance' }]);

    const table = (await clerk.get<Envelope<CounterBooking[]>>(`/staff/api/counter/bookings?areaId=hd03&day=${chinaDay(0)}`)).body.data;
    const bySerial = new Map(table.map((row) => [row.serial, row]));
    expect(bySerial.get(a.serial)).toMatchObject({ attendance: 'arrived', queueNo: 1 });
    expect(bySerial.get(c.serial)).toMatchObject({ attendance: 'noshow', queueNo: null });
    expect(bySerial.get(c.serial)!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    // The no-show on the staff's view of the citizen, and on the citizen's own records.
    expect((await clerk.get<Envelope<CounterBooking[]>>(`/staff/api/counter/bookings/${c.id}/citizen`)).body.data).toEqual([expect.objectContaining({ serial: c.serial, attendance: 'noshow' })]);
    expect((await late.client.post<StatBody<QueueOrder[]>>('/callnum/order/list')).body.data[0]).toMatchObject({ serial: c.serial, attendance: 'noshow' });

    // Exports: what the table shows, as CSV and xlsx.
    const csv = await fetch(`${server.url}/staff/api/counter/bookings/export?areaId=hd03&day=${chinaDay(0)}&format=csv`, { headers: { cookie: clerk.cookie, 'accept-language': 'zh-CN' } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('预约号');
    expect(text.split('\n').find((line) => line.includes(a.serial))).toContain('已签到');
    expect(text.split('\n').find((line) => line.includes(c.serial))).toContain('爽约');
    const xlsx = await fetch(`${server.url}/staff/api/counter/bookings/export?areaId=hd03&day=${chinaDay(0)}&format=xlsx`, { headers: { cookie: clerk.cookie, 'accept-language': 'zh-CN' } });
    const rows = readXlsx(new Uint8Array(await xlsx.arrayBuffer()));
    expect(rows[0]).toContain('到场');
    expect(rows.find((row) => row.includes(b.serial))).toContain('已签到');
  });

  it('calls the queue: next, recall and skip, and the citizen sees the number served and how many wait ahead', async () => {
    const areaId = 'hd03';
    await scheduler.post('/staff/api/schedule/days', { areaId, calendar: chinaDay(0) });
    // Whoever the previous test left waiting is served and done first.
    for (;;) {
      const queue = (await clerk.get<Envelope<CounterQueue>>(`/staff/api/counter/queue?areaId=${areaId}`)).body.data;
      if (!queue.waiting.length) break;
      await clerk.post('/staff/api/counter/queue/next', { areaId });
    }
    const people = await Promise.all([citizen(), citizen(), citizen()]);
    const day = await openDay(people[0]!, areaId, 'hd03-cx', 3);
    const orders = [];
    for (const person of people) orders.push(await book(person, 'hd03-cx', day, '10:00-11:00'));
    for (const order of orders) {
      await intoTodaysSlot(order.id, -10, 60);
      expect((await clerk.post('/staff/api/counter/check-in', { areaId, code: order.serial })).status).toBe(200);
    }
    const numbers = (await clerk.get<Envelope<CounterQueue>>(`/staff/api/counter/queue?areaId=${areaId}`)).body.data.waiting.map((row) => row.queueNo);
    expect(numbers).toHaveLength(3);
    const standing = async (index: number) => (await people[index]!.client.post<StatBody<QueueOrder[]>>('/callnum/order/list')).body.data[0]!.queue;

    const next = await clerk.post<Envelope<CounterQueue>>('/staff/api/counter/queue/next', { areaId });
    expect(next.body.data.serving).toMatchObject({ queueNo: numbers[0], calls: 1 });
    expect(next.body.data.waiting.map((row) => row.queueNo)).toEqual(numbers.slice(1));
    expect(await standing(2)).toEqual({ serving: numbers[0], yourNumber: numbers[2], ahead: 1 });

    const recall = await clerk.post<Envelope<CounterQueue>>('/staff/api/counter/queue/recall', { areaId });
    expect(recall.body.data.serving).toMatchObject({ queueNo: numbers[0], calls: 2 });

    const skip = await clerk.post<Envelope<CounterQueue>>('/staff/api/counter/queue/skip', { areaId });
    expect(skip.body.data.serving).toMatchObject({ queueNo: numbers[1], calls: 1 });
    expect(await standing(2)).toEqual({ serving: numbers[1], yourNumber: numbers[2], ahead: 0 });
    expect(await standing(0)).toBeNull();

    await clerk.post('/staff/api/counter/queue/next', { areaId });
    const last = await clerk.post<Envelope<CounterQueue>>('/staff/api/counter/queue/next', { areaId });
    expect(last.body.data).toMatchObject({ serving: null, waiting: [] });
    expect((await clerk.post<Envelope>('/staff/api/counter/queue/recall', { areaId })).status).toBe(409);
    expect((await clerk.post<Envelope>('/staff/api/counter/queue/next', { areaId })).body.errmsg).toBe('当前没有等待叫号的市民。');
    const actions = await db().selectFrom('staff_audit_log').select('action').where('target', '=', `${areaId} ${chinaDay(0)}`).execute();
    expect(new Set(actions.map((row) => row.action))).toEqual(new Set(['counter.next', 'counter.recall', 'counter.skip']));
  });
});
