import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acceptedApplication, counterApplication, scheduleDay, bookingUser, bookingUsers, slotsOf, type Slot, type StateBody } from '../support/appointmentHelpers';
import { startTestServer } from '../support/startTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';
import { decide } from '../support/staffReview';
import { pdfText } from '../support/registryHelpers';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
const BASE = '/online/public/appointment';

type Order = { id: string; serial: string; wlsh: string; status: string; phone: string; code: string; name: string; yysj: string; calendar: string; timeName: string; areaName: string; processName: string; cancellable: boolean };
type Application = { id: string; prolsh: string; kyy: number };

const chinaDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!baseUrl)('appointment reference data (spec 001 section 7.2)', () => {
  it('lists centres, businesses, open days and slots', async () => {
    const { client } = await newSignedInUser(baseUrl, 'ref');
    const areas = await client.get<StateBody<{ areaId: string; areaName: string; address: string; worktime: string; phone: string; lat: number }[]>>(`${BASE}/area/`);
    expect(areas.body.state).toBe(1);
    expect(areas.body.data[0]).toMatchObject({ areaId: 'hd01', areaName: '邯郸市不动产登记中心', phone: '0310-3112345', lat: 36.6257 });
    const city = await client.get<StateBody<{ areaId: string }[]>>(`${BASE}/areabyxzq`, { xzqdm: '130402' });
    expect(city.body.data.map((a) => a.areaId)).toEqual(['hd01', 'hd02', 'hd03']);
    expect((await client.get(`${BASE}/areabyxzq`, { xzqdm: 'x' })).status).toBe(400);

    const processes = await client.post<StateBody<{ processId: string; processName: string }[]>>(`${BASE}/processes/hd01`);
    const processesWx = await client.post<StateBody<{ processId: string }[]>>(`${BASE}/processes_wx/hd01`);
    expect(processes.body.data[0]).toMatchObject({ processId: 'hd01-dy', processName: '抵押登记' });
    expect(processesWx.body.data).toEqual(processes.body.data);

    const calendars = await client.get<StateBody<{ calendar: string; holiday: number; weekday: number }[]>>(`${BASE}/calendars/hd01`);
    expect(calendars.body.data.length).toBeGreaterThanOrEqual(7);
    for (const day of calendars.body.data) {
      expect(day.calendar >= chinaDay(0)).toBe(true);
      expect([0, 6]).not.toContain(day.weekday);
    }
    const { slots, calendar, processId } = await slotsOf(client, 'hd01', 0, 1);
    expect(slots[0]).toMatchObject({ timeName: '09:00-10:00', maxNum: 20 });
    const wx = await client.get<StateBody<unknown[]>>(`${BASE}/counts_wx/${calendar.calendarId}/${calendar.timeClass}/${processId}`);
    expect(wx.body.data).toEqual(slots);

    const holidays = await client.post<{ errcode: string; data: { isHoliday: boolean; list: { calendar: string; holiday: number }[] } }>('/online/wx/apilist/getCalendarList');
    expect(holidays.body.errcode).toBe('00');
    expect(holidays.body.data.list.some((day) => day.holiday === 1)).toBe(true);
  });
});

describe.skipIf(!baseUrl)('booking with an application number', () => {
  it('books the own application once, shows it, and cancelling lets it book again', async () => {
    const me = await bookingUser(baseUrl);
    const prolsh = await acceptedApplication(baseUrl, me.openid);
    const listed = await me.client.post<{ errcode: string; data: Application[] }>('/online/wx/apilist/getYuyueApplyList');
    expect(listed.body.data).toEqual([expect.objectContaining({ prolsh, kyy: 1 })]);

    const { slots, calendar } = await slotsOf(me.client, 'hd01', 1, 2);
    const slot = slots.at(-1)!;
    const booked = await me.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh/`, {
      area: JSON.stringify({ areaId: 'hd01', areaName: '邯郸市不动产登记中心' }),
      process: JSON.stringify({ processId: 'hd01-zy' }),
      calendar: JSON.stringify({ calendarId: calendar.calendarId, calendar: calendar.calendar }),
      time: JSON.stringify({ timeId: slot.timeId, timeName: slot.timeName }),
      name: me.name,
      code: me.cardnum,
      phone: me.phone,
      bdcdjzh: me.cardnum,
      wlsh: prolsh,
      openid: me.openid,
      xzqdm: '130400',
    });
    expect(booked.status).toBe(200);
    expect(booked.body.state).toBe(1);
    const order = booked.body.data;
    expect(booked.body.msg).toBe(`预约成功！您的预约号为${order.serial}，预约时间为${calendar.calendar} ${slot.timeName}，稍后将以短信形式通知您。`);
    expect(order).toMatchObject({ wlsh: prolsh, status: 'booked', name: me.name, yysj: `${calendar.calendar} ${slot.timeName}`, processName: '转移登记（二手房买卖）' });
    expect(order.phone).not.toBe(me.phone);
    expect(order.code).not.toContain(me.cardnum.slice(6, 14));

    const after = await me.client.post<{ data: Application[] }>('/online/wx/apilist/getYuyueApplyList');
    expect(after.body.data[0]!.kyy).toBe(2);
    const recounted = await slotsOf(me.client, 'hd01', 1, 2);
    expect(recounted.slots.at(-1)!.countNum).toBe(slot.countNum + 1);

    for (const query of [{ id: order.id }, { wlsh: prolsh }, { serial: order.serial }] as Record<string, string>[]) {
      const detail = await me.client.get<StateBody<Order>>(`${BASE}/apmorder/detail`, query);
      expect(detail.body.data.serial).toBe(order.serial);
    }
    expect((await me.client.get<StateBody<Order>>(`${BASE}/apmorder/detail_wx`, { id: order.id })).body.data.serial).toBe(order.serial);
    expect((await me.client.get<StateBody<Order[]>>(`${BASE}/apmorder/list`, { openid: me.openid })).body.data.map((o) => o.id)).toEqual([order.id]);
    expect((await me.client.post<{ data: Order[] }>('/online/wx/apilist/getYyRecords')).body.data.map((o) => o.id)).toEqual([order.id]);
    expect((await me.client.post<{ data: Order[] }>('/online/wx/apilist/getYyRecords_wx')).body.data).toEqual([]);

    // Booked once: the application cannot book a second slot.
    const again = await me.client.postForm<StateBody>(`${BASE}/addByWlsh/`, { time: slots[0]!.timeId, wlsh: prolsh });
    expect(again).toMatchObject({ status: 400, body: { state: 0, msg: '您已预约，不能重复预约！' } });

    const cancelled = await me.client.post<StateBody<Order>>(`${BASE}/apmorder/cancel`, { id: order.id });
    expect(cancelled.body).toMatchObject({ state: 1, msg: '取消成功', data: { status: 'cancelled' } });
    expect((await me.client.post<{ data: Application[] }>('/online/wx/apilist/getYuyueApplyList')).body.data[0]!.kyy).toBe(1);
    expect((await slotsOf(me.client, 'hd01', 1, 2)).slots.at(-1)!.countNum).toBe(slot.countNum);
    const twice = await me.client.post<StateBody>(`${BASE}/apmorder/cancel`, { id: order.id });
    expect(twice).toMatchObject({ status: 400, body: { state: 0, msg: '该预约已取消' } });
  });

  it("answers another citizen's acceptance number and order ids as unknown ones, and gives orders random ids (issue 18)", async () => {
    const owner = await bookingUser(baseUrl);
    const other = await bookingUser(baseUrl);
    const prolsh = await acceptedApplication(baseUrl, owner.openid);
    const { slots } = await slotsOf(other.client, 'hd02', 0, 2);
    const refused = await other.client.postForm<StateBody>(`${BASE}/addByWlsh/`, { time: slots[0]!.timeId, wlsh: prolsh });
    const unknown = await other.client.postForm<StateBody>(`${BASE}/addByWlsh/`, { time: slots[0]!.timeId, wlsh: 'NO-SUCH' });
    expect(unknown).toMatchObject({ status: 404, body: { state: 0 } });
    expect({ status: refused.status, body: refused.body }).toEqual({ status: unknown.status, body: unknown.body });
    expect((await other.client.post<{ data: Application[] }>('/online/wx/apilist/getYuyueApplyList')).body.data).toEqual([]);

    const mine = await owner.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh/`, { time: slots[0]!.timeId, wlsh: prolsh });
    expect(mine.body.state).toBe(1);
    const id = mine.body.data.id;
    const later = await slotsOf(owner.client, 'hd02', 0, 3);
    const next = await owner.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh_wx/`, { time: later.slots[0]!.timeId });
    // Random, not one more than the last: nobody finds the orders beside their own.
    for (const orderId of [id, next.body.data.id]) expect(orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const unknownId = crypto.randomUUID();
    for (const [method, path] of [['GET', `${BASE}/apmorder/detail`], ['GET', `${BASE}/apmorder/ics`], ['POST', `${BASE}/apmorder/cancel`], ['POST', '/online/wx/appoint/cancelApm']] as const) {
      const ask = (orderId: string) => (method === 'GET' ? other.client.get(path, { id: orderId }) : other.client.post(path, { id: orderId }));
      const [foreign, none] = [await ask(id), await ask(unknownId)];
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(none.body);
    }
    const bySerial = await other.client.get<StateBody>(`${BASE}/apmorder/detail`, { serial: mine.body.data.serial });
    expect(bySerial).toMatchObject({ status: 404, body: (await other.client.get(`${BASE}/apmorder/detail`, { serial: '2099010100000000' })).body });
    expect((await other.client.get(`${BASE}/apmorder/list`, { openid: owner.openid })).status).toBe(403);
    expect((await owner.client.get<StateBody<Order>>(`${BASE}/apmorder/detail`, { id })).body.data.status).toBe('booked');
  });
});

describe.skipIf(!baseUrl)('an application and its appointment agree (issue 18)', () => {
  type Listed = Application & { stage: string };
  const listed = async (me: Awaited<ReturnType<typeof bookingUser>>, prolsh: string) =>
    (await me.client.post<{ data: Listed[] }>('/online/wx/apilist/getYuyueApplyList')).body.data.find((a) => a.prolsh === prolsh)!;
  const bookFor = (me: Awaited<ReturnType<typeof bookingUser>>, time: string, prolsh: string, client = me.client) => client.postForm<StateBody<Order>>(`${BASE}/addByWlsh/`, { time, wlsh: prolsh });
  /** What is stored: the application's live orders, as its owner's records list them. */
  const liveOrders = async (me: Awaited<ReturnType<typeof bookingUser>>, prolsh: string) =>
    (await me.client.get<StateBody<Order[]>>(`${BASE}/apmorder/list`)).body.data.filter((o) => o.wlsh === prolsh && o.status === 'booked');

  it('revoking cancels the appointment and frees its place; a revoked application cannot book until it is accepted again, then once', async () => {
    const me = await bookingUser(baseUrl);
    const prolsh = await acceptedApplication(baseUrl, me.openid);
    const { slots } = await slotsOf(me.client, 'hd01', 0, 4);
    const slot = slots.at(-1)!;
    const order = (await bookFor(me, slot.timeId, prolsh)).body.data;
    const { id } = await listed(me, prolsh);

    const revoked = await me.client.post<{ errcode: string }>('/online/wx/apilist/revokeApply', { id });
    expect(revoked.body.errcode).toBe('00');
    expect((await me.client.get<StateBody<Order>>(`${BASE}/apmorder/detail`, { id: order.id })).body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await slotsOf(me.client, 'hd01', 0, 4)).slots.at(-1)!.countNum).toBe(slot.countNum);
    expect(await listed(me, prolsh)).toMatchObject({ kyy: 0, stage: 'revoked', refusal: '该申请已撤回，重新提交后方可预约' });
    expect(await bookFor(me, slot.timeId, prolsh)).toMatchObject({ status: 400, body: { state: 0, msg: '该申请已撤回，重新提交后方可预约' } });
    expect(await liveOrders(me, prolsh)).toEqual([]);

    // Filed and accepted again: it books once more, and holds one live appointment.
    await acceptedApplicationAgain(me.openid, prolsh);
    expect(await listed(me, prolsh)).toMatchObject({ kyy: 1, stage: 'reviewing', refusal: '' });
    expect((await bookFor(me, slots[0]!.timeId, prolsh)).body.state).toBe(1);
    expect((await liveOrders(me, prolsh)).map((o) => o.timeName)).toEqual([slots[0]!.timeName]);
  });

  it('a rejection cancels the application’s appointment, frees its place and tells the citizen; it cannot book again (issue 27)', async () => {
    const me = await bookingUser(baseUrl);
    const prolsh = await acceptedApplication(baseUrl, me.openid);
    const { slots } = await slotsOf(me.client, 'hd02', 0, 3);
    const order = (await bookFor(me, slots.at(-1)!.timeId, prolsh)).body.data;
    const { id } = await listed(me, prolsh);
    await decide(baseUrl, id, 'reject', { sh_xmsl_yj: '材料不全' });
    expect(await listed(me, prolsh)).toMatchObject({ kyy: 0, stage: 'rejected' });
    expect((await me.client.get<StateBody<Order>>(`${BASE}/apmorder/detail`, { id: order.id })).body.data).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await slotsOf(me.client, 'hd02', 0, 3)).slots.at(-1)!.countNum).toBe(slots.at(-1)!.countNum);
    await expect.poll(async () => (await me.client.get<{ data: { list: Array<{ kind: string }> } }>('/api/messages')).body.data.list.map((m) => m.kind), { timeout: 15_000 }).toContain('booking.cancelled');
    expect(await bookFor(me, slots[0]!.timeId, prolsh)).toMatchObject({ status: 400, body: { state: 0, msg: '该申请已被驳回，不能预约' } });
    expect(await liveOrders(me, prolsh)).toEqual([]);
  });

  it('two bookings of one application at once, and a booking racing a revoke, leave at most one live appointment (two server processes on PostgreSQL)', async () => {
    const me = await bookingUser(baseUrl);
    const second = databaseUrl ? await startTestServer({ DATABASE_URL: databaseUrl }) : null;
    const elsewhere = second ? Object.assign(new TestClient(second.url), { cookie: me.client.cookie }) : me.client;
    try {
      const prolsh = await acceptedApplication(baseUrl, me.openid);
      const [dayOne, dayTwo] = [await slotsOf(me.client, 'hd03', 0, 5), await slotsOf(me.client, 'hd03', 0, 6)];
      const answers = await Promise.all([bookFor(me, dayOne.slots.at(-1)!.timeId, prolsh), bookFor(me, dayTwo.slots.at(-1)!.timeId, prolsh, elsewhere)]);
      expect(answers.map((a) => a.body.state).sort()).toEqual([0, 1]);
      expect(answers.find((a) => a.body.state === 0)!.body.msg).toBe('您已预约，不能重复预约！');
      expect(await liveOrders(me, prolsh)).toHaveLength(1);
      expect((await slotsOf(me.client, 'hd03', 0, 5)).slots.at(-1)!.countNum + (await slotsOf(me.client, 'hd03', 0, 6)).slots.at(-1)!.countNum).toBe(
        dayOne.slots.at(-1)!.countNum + dayTwo.slots.at(-1)!.countNum + 1,
      );

      // Cancel it, then book and revoke at once: whichever wins, a revoked application holds no appointment.
      await me.client.post(`${BASE}/apmorder/cancel`, { id: (await liveOrders(me, prolsh))[0]!.id });
      const { id } = await listed(me, prolsh);
      await Promise.all([bookFor(me, dayOne.slots.at(-1)!.timeId, prolsh, elsewhere), me.client.post('/online/wx/apilist/revokeApply', { id })]);
      expect(await listed(me, prolsh)).toMatchObject({ kyy: 0, stage: 'revoked' });
      expect(await liveOrders(me, prolsh)).toEqual([]);
      expect((await slotsOf(me.client, 'hd03', 0, 5)).slots.at(-1)!.countNum).toBe(dayOne.slots.at(-1)!.countNum);
    } finally {
      await second?.close();
    }
  }, 60_000);

  it('enforces the booking window by date: a day opened far ahead is neither listed nor bookable', async () => {
    const me = await bookingUser(baseUrl);
    const prolsh = await acceptedApplication(baseUrl, me.openid);
    const far = '2099-01-05';
    await scheduleDay(baseUrl, { areaId: 'hd03', calendar: far });
    const farSlots = await me.client.get<StateBody<(Slot & { closed: boolean })[]>>(`${BASE}/counts/hd03-20990105/1/hd03-dy`);
    expect(farSlots.body.data.map((slot) => slot.closed)).toEqual(farSlots.body.data.map(() => true));
    expect((await me.client.get<StateBody<{ calendar: string }[]>>(`${BASE}/calendars/hd03`)).body.data.map((d) => d.calendar)).not.toContain(far);
    const refused = await bookFor(me, farSlots.body.data[0]!.timeId, prolsh);
    expect(refused).toMatchObject({ status: 400, body: { state: 0, msg: '该日期尚未开放预约，请选择其他日期' } });
    expect(await listed(me, prolsh)).toMatchObject({ kyy: 1 });
    expect((await me.client.get<StateBody<Slot[]>>(`${BASE}/counts/hd03-20990105/1/hd03-dy`)).body.data[0]!.countNum).toBe(0);
  });

  it('marks slots that have started, or start within 30 minutes, as closed in every counts call', async () => {
    const me = await bookingUser(baseUrl);
    const today = chinaDay(0);
    const yesterday = chinaDay(-1);
    for (const day of [today, yesterday]) await scheduleDay(baseUrl, { areaId: 'hd03', calendar: day });
    const countsOf = async (day: string) =>
      (await me.client.get<StateBody<(Slot & { closed: boolean })[]>>(`${BASE}/counts_wx/hd03-${day.replaceAll('-', '')}/1/hd03-cx`)).body.data;
    expect((await countsOf(yesterday)).map((slot) => slot.closed)).toEqual([true, true, true, true, true, true]);
    const closesAt = (timeName: string) => Date.parse(`${today}T${timeName.slice(0, 5)}:00+08:00`) - 30 * 60_000;
    const at = Date.now();
    for (const slot of await countsOf(today)) {
      // Away from the moment a slot closes, whatever the time of day the test runs at.
      if (at > closesAt(slot.timeName) + 5_000) expect(slot.closed).toBe(true);
      if (at < closesAt(slot.timeName) - 60_000) expect(slot.closed).toBe(false);
    }
    const queue = await me.client.post<StateBody<{ resTime: string; closed: boolean }[]>>('/callnum/makeanapp/datanum', { comID: 'hd03', groupId: 'hd03-cx', aboutDate: yesterday });
    expect(queue.body.data.every((slot) => slot.closed)).toBe(true);
    const started = (await countsOf(yesterday))[0]!;
    expect(await me.client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: started.timeId })).toMatchObject({ status: 400, body: { msg: '该时间段已截止预约，请选择其他时间段' } });
  });

  it('names the business on the slip, not its code', async () => {
    const me = await bookingUser(baseUrl);
    const prolsh = await acceptedApplication(baseUrl, me.openid);
    // Booked at the counter of another business: the slip names the application's (djlx 200).
    const { slots } = await slotsOf(me.client, 'hd01', 4, 2);
    const order = (await bookFor(me, slots.at(-1)!.timeId, prolsh)).body.data;
    expect((await me.client.get<StateBody<Order & { djlxName: string }>>(`${BASE}/apmorder/detail`, { id: order.id })).body.data).toMatchObject({ djlx: '200', djlxName: '转移登记（二手房买卖）' });
  });
});

/** The emulated registry accepts a revoked application filed again (under review, bookable). */
async function acceptedApplicationAgain(owner: string, prolsh: string) {
  const answer = await counterApplication(baseUrl, { owner, prolsh, name: '二手房转移登记', kyy: 1 });
  expect(answer.status).toBe(200);
}

describe.skipIf(!baseUrl)('booking without an application number', () => {
  it('books once per phone and day, in the future, not on a holiday', async () => {
    const me = await bookingUser(baseUrl);
    const { slots, calendar } = await slotsOf(me.client, 'hd01', 0, 3);
    const booked = await me.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh_wx/`, { time: slots[1]!.timeId, xzqdm: '140200' });
    expect(booked.body.state).toBe(1);
    expect(booked.body.msg).toBe(`您的预约已提交，预约号为${booked.body.data.serial}，请按时前往办理。`);
    expect(booked.body.data).toMatchObject({ wlsh: '', calendar: calendar.calendar });
    expect((await me.client.post<{ data: Order[] }>('/online/wx/apilist/getYyRecords_wx')).body.data.map((o) => o.serial)).toEqual([booked.body.data.serial]);

    // The same phone, the same day, another slot or another centre.
    const second = await me.client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: slots[2]!.timeId });
    expect(second).toMatchObject({ status: 400, body: { msg: '您已预约，不能重复预约！' } });
    const elsewhere = (await slotsOf(me.client, 'hd02', 0, 3)).slots[0]!;
    expect((await me.client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: elsewhere.timeId })).body.msg).toBe('您已预约，不能重复预约！');

    // The missing choice is named; nothing is booked.
    const missing = await me.client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, {});
    expect(missing).toMatchObject({ status: 400, body: { state: 0, msg: '缺少参数：time' } });

    // A closed day: the clerk opens a far Monday at 肥乡 and then closes it as a holiday.
    const holiday = '2030-01-07';
    const opened = await scheduleDay(baseUrl, { areaId: 'hd03', calendar: holiday });
    expect(opened.status).toBe(200);
    const farSlots = await me.client.get<StateBody<{ timeId: string }[]>>(`${BASE}/counts/hd03-20300107/1/hd03-dy`);
    await scheduleDay(baseUrl, { areaId: 'hd03', calendar: holiday, holiday: true });
    const onHoliday = await me.client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: farSlots.body.data[0]!.timeId });
    expect(onHoliday).toMatchObject({ status: 400, body: { msg: '所选日期为节假日，不办理预约' } });

    // A day already gone.
    const yesterday = chinaDay(-1);
    await scheduleDay(baseUrl, { areaId: 'hd03', calendar: yesterday });
    const gone = await me.client.get<StateBody<{ timeId: string }[]>>(`${BASE}/counts/hd03-${yesterday.replaceAll('-', '')}/1/hd03-zx`);
    const past = await me.client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: gone.body.data[0]!.timeId });
    expect(past).toMatchObject({ status: 400, body: { msg: '该时间段已截止预约，请选择其他时间段' } });
    expect((await scheduleDay(baseUrl, { areaId: 'nowhere', calendar: holiday })).status).toBe(404);
  });

  it('replays a repeated reqseq and asks for a complete profile', async () => {
    const me = await bookingUser(baseUrl);
    const { slots } = await slotsOf(me.client, 'hd02', 1, 4);
    const first = await me.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh_wx/`, { time: slots[0]!.timeId, reqseq: 'apt-same' });
    const replay = await me.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh_wx/`, { time: slots[0]!.timeId, reqseq: 'apt-same' });
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await me.client.post<{ data: Order[] }>('/online/wx/apilist/getYyRecords')).body.data).toHaveLength(1);

    const { client } = await newSignedInUser(baseUrl, 'bare');
    const incomplete = await client.postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: slots[0]!.timeId });
    expect(incomplete).toMatchObject({ status: 400, body: { msg: '请完善用户信息' } });
    expect((await client.postForm(`${BASE}/addByWlsh_wx/`, { time: slots[0]!.timeId, openid: me.openid })).status).toBe(403);
  });

  it('never fills a slot past its places when many book at once (on PostgreSQL through two server processes)', async () => {
    const people = await bookingUsers(baseUrl, 24);
    const { slots } = await slotsOf(people[0]!.client, 'hd02', 2, 5);
    const slot = slots[3]!;
    const second = databaseUrl ? await startTestServer({ DATABASE_URL: databaseUrl }) : null;
    const clientOf = (index: number) => {
      if (!second || index % 2 === 0) return people[index]!.client;
      const elsewhere = new TestClient(second.url);
      elsewhere.cookie = people[index]!.client.cookie;
      return elsewhere;
    };
    const answers = await Promise.all(people.map((_, index) => clientOf(index).postForm<StateBody>(`${BASE}/addByWlsh_wx/`, { time: slot.timeId }))).finally(() => second?.close());
    const accepted = answers.filter((a) => a.body.state === 1);
    expect(accepted).toHaveLength(slot.maxNum - slot.countNum);
    for (const refused of answers.filter((a) => a.body.state !== 1)) expect(refused).toMatchObject({ status: 400, body: { msg: '该时间段预约已满，请选择其他时间段！' } });
    expect((await slotsOf(people[0]!.client, 'hd02', 2, 5)).slots[3]!.countNum).toBe(slot.maxNum);
  }, 120_000);
});

describe.skipIf(!baseUrl)('the single-page variant, downloads and the pages we serve', () => {
  it('books from the day list, checks the phone, shows the record and cancels', async () => {
    const me = await bookingUser(baseUrl);
    const days = await me.client.post<StateBody<{ calendarId: string; calendar: string; weekday: number; times: { countId: string; maxNum: number; countNum: number }[] }[]>>('/online/wx/appoint/getCalendar');
    const day = days.body.data[4]!;
    expect(day.times).toHaveLength(day.times.length > 3 ? 6 : 3);
    expect((await me.client.post<StateBody>('/online/wx/appoint/queryApmCount', { phone: me.phone, calendarId: day.calendarId, openId: me.openid })).body.state).toBe(1);
    const booked = await me.client.post<StateBody<Order>>('/online/wx/appoint/addApmCount', { name: me.name, phone: me.phone, zjh: me.cardnum, yysj: day.calendar, calendarId: day.calendarId, countId: day.times[0]!.countId, openId: me.openid });
    expect(booked.body).toMatchObject({ state: 1, msg: '预约成功，请按时前往办理！' });
    expect((await me.client.post<StateBody>('/online/wx/appoint/queryApmCount', { calendarId: day.calendarId })).body).toMatchObject({ state: 0, msg: '您已预约，不能重复预约！' });
    const records = await me.client.post<StateBody<Order[]>>('/online/wx/appoint/getApmRecord', { openId: me.openid });
    expect(records.body.data.map((o) => o.id)).toEqual([booked.body.data.id]);
    expect((await me.client.post<StateBody>('/online/wx/appoint/cancelApm', { id: booked.body.data.id })).body.state).toBe(1);
    expect((await me.client.post<StateBody>('/online/wx/appoint/cancelApm', { id: booked.body.data.id })).body.msg).toBe('该预约已取消');
  });

  it('serves the calendar file, the QR code, the slip and booking page addresses, and the downloads', async () => {
    const me = await bookingUser(baseUrl);
    const { slots } = await slotsOf(me.client, 'hd01', 3, 5);
    const order = (await me.client.postForm<StateBody<Order>>(`${BASE}/addByWlsh_wx/`, { time: slots[0]!.timeId })).body.data;
    const ics = await me.client.get<string>(`${BASE}/apmorder/ics`, { id: order.id });
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:不动产登记预约：注销登记');
    expect(ics.body).toContain(order.serial);
    const qr = await fetch(`${baseUrl}${BASE}/apmorder/qrcode?id=${order.id}`, { headers: { cookie: me.client.cookie } });
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await qr.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');

    expect((await me.client.get(`${BASE}/showcard`, { wlsh: 'SL1' })).headers.get('location')).toBe('/yuyueDetail?wlsh=SL1');
    expect((await me.client.get('/online/wx/appoint/index', { proinstid: 'p-1' })).headers.get('location')).toBe('/yuyueForm?proinstid=p-1');

    const list = await me.client.post<{ errcode: string; data: { fileName: string; fileAlias: string }[] }>('/online/wx/apilist/getZlxzList', { xzqdm: '130402', searchValue: '委托' });
    // Real documents (issue 27): a PDF whose Chinese text reads back, not a text file.
    expect(list.body.data).toEqual([{ fileName: '授权委托书.pdf', fileAlias: 'hd-wts' }]);
    const file = await fetch(`${baseUrl}/online/platform/cms/file/index_download?name=hd-wts`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(encodeURIComponent('授权委托书.pdf'));
    const text = (await pdfText(Buffer.from(await file.arrayBuffer()))).replace(/\s+/g, '');
    for (const words of ['授权委托书', '委托人身份证件号码', '受托人', '代为办理不动产登记相关手续', '委托人（签章）：年月日']) expect(text).toContain(words);
    expect((await fetch(`${baseUrl}/online/platform/cms/file/index_download?name=nothing`)).status).toBe(404);
  });
});
