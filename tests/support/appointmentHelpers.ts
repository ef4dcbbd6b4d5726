import { latestSmsCode, passFace, randomIdNumber, randomPhone } from './accountHelpers';
import { serverMemo } from './serverMemo';
import { signInStaff, type StaffClient } from './staffClient';
import { newSignedInUser, type TestClient } from './testClient';

export type StateBody<T = Record<string, unknown>> = { state: number; msg: string; data: T };

/** A new citizen with a complete, verified profile: what booking needs (name, ID and phone). */
export async function bookingUser(baseUrl: string, name = '王晓明', phone = randomPhone()) {
  const { client, openid } = await newSignedInUser(baseUrl, 'apt');
  const cardnum = randomIdNumber();
  await passFace(client, name, cardnum);
  // The test server's codes live 4 s; on a busy machine one may expire on the way: ask again.
  for (let attempt = 1; ; attempt += 1) {
    await client.post('/online/wx/apilist/getPhoneCode', { phone });
    const code = await latestSmsCode(client, phone);
    const saved = await client.post<{ errcode: string; errmsg: string }>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code, password: 'abc123' });
    if (saved.body.errcode === '00') return { client, openid, name, cardnum, phone };
    if (attempt === 3) throw new Error(`profile not saved: ${saved.body.errmsg}`);
  }
}

/** Several such citizens, a few at a time (a phone code lives only seconds on the test server). */
export async function bookingUsers(baseUrl: string, count: number) {
  const users: Awaited<ReturnType<typeof bookingUser>>[] = [];
  while (users.length < count) users.push(...(await Promise.all(Array.from({ length: Math.min(4, count - users.length) }, () => bookingUser(baseUrl)))));
  return users;
}

const staffSessions = serverMemo<Promise<StaffClient>>();

/** A demo staff member of the server, signed in once per server (the memo forgets a closed one). */
export function demoStaff(baseUrl: string, username: 'demo-scheduler' | 'demo-acceptance' | 'demo-reviewer') {
  const key = `${baseUrl} ${username}`;
  let client = staffSessions.get(key);
  if (!client) {
    client = signInStaff(baseUrl, username, `${username}-2026`);
    staffSessions.set(key, client);
    client.catch(() => staffSessions.delete(key));
  }
  return client;
}

/**
 * The scheduler opens a day at a centre (with its slots) or closes it as a holiday (issue 32: the
 * staff call that replaced the clerk API's, docs/decisions/0096). A day with bookings is closed
 * only with a resolution for each: `resolutions`.
 */
export async function scheduleDay<T = unknown>(baseUrl: string, body: { areaId: string; calendar: string; holiday?: boolean; resolutions?: Array<{ orderId: string; action: 'move' | 'cancel' }> }) {
  const answer = await (await demoStaff(baseUrl, 'demo-scheduler')).post<{ errcode: string; errmsg: string; data: T }>('/staff/api/schedule/days', body);
  return { status: answer.status, body: answer.body };
}

/** The counter clerk records an application accepted at the counter, with its number (the emulated registry's part). */
export async function counterApplication(baseUrl: string, body: { owner: string; prolsh: string; name: string; kyy?: 0 | 1 | 2 }) {
  const answer = await (await demoStaff(baseUrl, 'demo-acceptance')).post<{ errcode: string; errmsg: string; data: { id: string; prolsh: string; kyy: number } }>('/staff/api/counter/applications', body);
  return { status: answer.status, body: answer.body };
}

/** The emulated registry accepts an application of this user: it gets a number and may be booked (kyy 1). */
export async function acceptedApplication(baseUrl: string, openid: string, name = '二手房转移登记') {
  const prolsh = `SL${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  const answer = await counterApplication(baseUrl, { owner: openid, prolsh, name });
  if (answer.status !== 200) throw new Error(`application not recorded: ${JSON.stringify(answer.body)}`);
  return prolsh;
}

export interface Slot {
  timeId: string;
  timeName: string;
  maxNum: number;
  countNum: number;
}

/** The slots of a centre's business on its n-th open day (the last slot is the furthest from now). */
export async function slotsOf(client: TestClient, areaId: string, processIndex = 0, dayIndex = 0) {
  const processes = await client.post<StateBody<{ processId: string }[]>>(`/online/public/appointment/processes/${areaId}`);
  const process = processes.body.data[processIndex]!;
  const calendars = await client.get<StateBody<{ calendarId: string; calendar: string; timeClass: string }[]>>(`/online/public/appointment/calendars/${areaId}`);
  const calendar = calendars.body.data[dayIndex]!;
  const counts = await client.get<StateBody<Slot[]>>(`/online/public/appointment/counts/${calendar.calendarId}/${calendar.timeClass}/${process.processId}`);
  return { processId: process.processId, calendar, slots: counts.body.data };
}
