import path from 'node:path';
import { sql } from 'kysely';
import { loadEnv } from '../../server/config/env';
import { createDatabase, type Db } from '../../server/db/database';
import { startServer } from '../../server/startServer';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { startServerProcess, tempDataDir, type ServerProcess } from './serverProcess';
import { percentile, pool, seedCitizens } from './harness/load';
import { signInCookie } from './signIn';

/**
 * Issue 14's figures: 1,000 bookings from distinct citizens into slots of 20 places, on PostgreSQL
 * behind 4 server processes and on PGlite in one. Every booking is a real POST addByWlsh_wx with
 * a session and a reqseq; the count of accepted bookings must equal the places exactly, and every
 * other answer must be the full-slot refusal (none lost, none failed).
 */
const BOOKINGS = 1000;
/** Bookings in flight at once: the citizens pressing the button together. */
const IN_FLIGHT = 16;
const PROCESSES = 4;
const BUSINESSES = ['hd01-dy', 'hd01-zy'];
const NO_FLOOD_GUARD = { API_RATE_LIMIT_PER_MINUTE: '100000000' };

/** The slots of the two businesses on the third open day at 邯郸市不动产登记中心: 12 slots of 20 places. */
async function targetSlots(url: string): Promise<{ timeId: string; maxNum: number }[]> {
  const calendars = (await (await fetch(`${url}/online/public/appointment/calendars/hd01`)).json()) as { data: { calendarId: string; timeClass: string }[] };
  const day = calendars.data[2]!;
  const slots = [];
  for (const business of BUSINESSES) {
    const counts = (await (await fetch(`${url}/online/public/appointment/counts/${day.calendarId}/${day.timeClass}/${business}`)).json()) as { data: { timeId: string; maxNum: number }[] };
    slots.push(...counts.data);
  }
  return slots;
}

async function bookingRound(urls: string[], db: Db, run: string): Promise<Record<string, number>> {
  const openids = await seedCitizens(db, run, BOOKINGS);
  const cookies: string[] = [];
  await pool(BOOKINGS, IN_FLIGHT, async (i) => {
    cookies[i] = await signInCookie(urls[i % urls.length]!, openids[i]!);
  });
  const slots = await targetSlots(urls[0]!);
  const places = slots.reduce((sum, slot) => sum + slot.maxNum, 0);

  let accepted = 0;
  let full = 0;
  let other = 0;
  const booking = await timedRound(urls, cookies, '/online/public/appointment/addByWlsh_wx/', (i) => ({ time: slots[i % slots.length]!.timeId }), (body) => {
    if (body.state === 1) accepted += 1;
    else if (body.msg === '该时间段预约已满，请选择其他时间段！') full += 1;
    else other += 1;
  });
  // The peer, in the same run: the same citizens each sending one feedback (a session, a reqseq, one insert).
  const peer = await timedRound(urls, cookies, '/online/wx/apilist/sendSaveFeedback', () => ({ content: '预约测试' }), () => undefined);

  const stored = await db
    .selectFrom('appointment_orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('openid', 'like', `bench-${run}-%`)
    .where('status', '=', 'booked')
    .executeTakeFirstOrThrow();
  const counted = await db
    .selectFrom('appointment_slots')
    .select(sql<string>`coalesce(sum(count_num), 0)`.as('n'))
    .where('time_id', 'in', slots.map((slot) => slot.timeId))
    .executeTakeFirstOrThrow();
  return {
    places,
    accepted,
    'refused as full': full,
    'other answers (must be 0)': other,
    'orders stored': Number(stored.n),
    'places taken in the slots': Number(counted.n),
    'bookings/s': booking.perSecond,
    'p50 ms': booking.p50,
    'p99 ms': booking.p99,
    'peer, feedback sends/s': peer.perSecond,
    'peer, feedback p99 ms': peer.p99,
  };
}

/** BOOKINGS form POSTs, one per citizen, IN_FLIGHT at a time; throughput and latency percentiles. */
async function timedRound(
  urls: string[],
  cookies: string[],
  path: string,
  fields: (index: number) => Record<string, string>,
  onAnswer: (body: { state?: number; msg?: string }) => void,
) {
  const latencies: number[] = [];
  const started = performance.now();
  await pool(BOOKINGS, IN_FLIGHT, async (i) => {
    const sent = performance.now();
    const response = await fetch(`${urls[i % urls.length]}${path}`, {
      method: 'POST',
      headers: { cookie: cookies[i]!, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reqseq: `bench-${path}-${i}`, ...fields(i) }).toString(),
    });
    onAnswer((await response.json()) as { state?: number; msg?: string });
    latencies.push(performance.now() - sent);
  });
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: Math.round(BOOKINGS / seconds), p50: Math.round(percentile(latencies, 0.5)), p99: Math.round(percentile(latencies, 0.99)) };
}

const label = (prefix: string, figures: Record<string, number>) => Object.fromEntries(Object.entries(figures).map(([key, value]) => [`${prefix}: ${key}`, value]));

/** PostgreSQL, 4 processes started the way README's "Several server processes" section says. */
export async function benchAppointmentsPostgres(port: number): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'appointments on PostgreSQL': 'skipped: no PostgreSQL server reachable' };
  const servers: ServerProcess[] = [];
  const db = createDatabase({ databaseUrl: database.url, dataDir: tempDataDir() });
  try {
    // The first migrates and seeds; the others start on the ready database.
    servers.push(await startServerProcess(port, tempDataDir(), { DATABASE_URL: database.url, ...NO_FLOOD_GUARD }));
    servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, (_, i) => startServerProcess(port + 1 + i, tempDataDir(), { DATABASE_URL: database.url, ...NO_FLOOD_GUARD })))));
    return label(`appointments, PostgreSQL, ${PROCESSES} processes, ${BOOKINGS} bookings, ${IN_FLIGHT} in flight`, await bookingRound(servers.map((s) => s.url), db, 'pg'));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.destroy();
    await database.drop();
  }
}

/** PGlite: the server in this process, on an embedded database of its own. */
export async function benchAppointmentsPglite(): Promise<Record<string, number | string>> {
  const env = loadEnv({ ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: tempDataDir(), ...NO_FLOOD_GUARD });
  const running = await startServer(env, path.resolve('dist'));
  try {
    return label(`appointments, PGlite, 1 process, ${BOOKINGS} bookings, ${IN_FLIGHT} in flight`, await bookingRound([running.url], running.deps.db, 'pl'));
  } finally {
    await running.close();
  }
}
