import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { photo } from '../../tests/support/filingMaterials';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { startServerProcess, tempDataDir } from './serverProcess';
import { signInCookie } from './signIn';
import { percentile } from './harness/load';

/**
 * Issue 13's filing figures: with 100,000 applications of 10,000 users in the database, the p99
 * of getApplyList and getApply server-side (targets: 10 ms on PostgreSQL, 25 ms on PGlite) and the
 * server time of one complete filing, every call of it without images (target: 300 ms). Server
 * time is what the server under test reports in Server-Timing (filingServerTiming.mjs, preloaded
 * into it); round trips on loopback are shown beside it, and a peer measured in the same rounds:
 * getUserType, a session call that reads no application.
 */
const APPLICATIONS = 100_000;
const USERS = 10_000;
const ROUNDS = 3;
const SAMPLES = 300;
const FILINGS = 12;
/** The signed-in user: one of the 10,000, with its 10 applications in every state. */
const BENCH_USER = 'bench-u-4242';
/** PGlite reads its whole folder at start: with half a million rows that can pass the usual 30 s on a busy machine. */
const START_WAIT_MS = 180_000;
const SERVER_ENV = {
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  NODE_OPTIONS: `--import ${path.resolve('scripts/bench/filingServerTiming.mjs')}`,
};

const party = (name: string, zjh: string) =>
  JSON.stringify({ sqr_type: '2', sqr_name: name, sqr_zjlx: '1', sqr_zjh: zjh, sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号', sqr_gyfs: '1' });
const UNIT = JSON.stringify({ bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: '130403007001GB00123F00031502', zl: '复兴区锦绣花园3号楼1单元101', fwyt: '10', fwsyqmj: 98.5 });
const MORTGAGE = JSON.stringify({ dyfs: '1', bdbzzqse: 500000, jgdw: '3', zqlxqx_start: '2026-12-01', zqlxqx_end: '2046-11-30', czfs: '01', sfhbzs: '0' });

/** Bulk rows with generate_series: application i belongs to user i % 10,000; states cycle -1, 0, 10, 11. */
const SEED_SQL = `
insert into applications (id, openid, prodefid, name, djlx, qllx, xzqdm, areaname, appointment, shzt, prolsh, kyy, user_name, created_at, updated_at, submitted_at)
select md5('bench' || i), 'bench-u-' || (i % ${USERS}), '1001', '一般抵押权首次登记', '100', '4', '130402', '邯山区',
       case when i % 10 = 0 then '1' else '0' end,
       (array[-1, 0, 10, 11])[1 + (i / ${USERS}) % 4],
       case when (i / ${USERS}) % 4 = 0 then null else 'DJB' || lpad(i::text, 7, '0') end,
       case when (i / ${USERS}) % 4 in (1, 2) then 1 else 0 end,
       '用户' || (i % ${USERS}), now() - make_interval(secs => i), now(),
       case when (i / ${USERS}) % 4 = 0 then null else now() - make_interval(secs => i) end
  from generate_series(1, ${APPLICATIONS}) as i;
insert into application_parties (id, application_id, form_id, schema_version, data, sqr_lx)
select md5('party' || i || k), md5('bench' || i), 'applicant-individual', 1,
       (case when k = 0 then '${party('张建国', '130402198503151231')}' else '${party('李秀英', '130402199007082649')}' end)::jsonb, k::text
  from generate_series(1, ${APPLICATIONS}) as i, (values (0), (1)) as kinds(k);
insert into application_units (id, application_id, form_id, schema_version, data)
select md5('unit' || i), md5('bench' || i), 'fwxx', 1, '${UNIT}'::jsonb from generate_series(1, ${APPLICATIONS}) as i;
insert into application_rights (id, application_id, savetype, form_id, schema_version, data)
select md5('rights' || i), md5('bench' || i), '3', 'dyqxx', 1, '${MORTGAGE}'::jsonb from generate_series(1, ${APPLICATIONS}) as i;
analyze;
`;

const ms = (value: number) => Number(value.toFixed(2));
const range = (values: number[]) => `${ms(Math.min(...values))}-${ms(Math.max(...values))}`;

function caller(url: string, cookie: string) {
  let seq = 0;
  return async (action: string, body: Record<string, unknown> = {}) => {
    const started = performance.now();
    const response = await fetch(`${url}/online/wx/apilist/${action}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ reqseq: `bench-${process.pid}-${(seq += 1)}`, ...body }),
    });
    const answer = (await response.json()) as { errcode?: string; state?: number; data: Record<string, unknown> };
    const roundTrip = performance.now() - started;
    if (answer.errcode !== '00' && answer.state !== 1) throw new Error(`${action}: ${JSON.stringify(answer)}`);
    const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);
    return { server, roundTrip, data: answer.data };
  };
}

type Call = ReturnType<typeof caller>;

/** p99 of the server's own time and of the round trip over SAMPLES calls, and the server's median. */
async function p99(call: Call, action: string, bodies: Array<Record<string, unknown>>): Promise<{ server: number; roundTrip: number; median: number }> {
  const server: number[] = [];
  const roundTrip: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const answer = await call(action, bodies[i % bodies.length]);
    server.push(answer.server);
    roundTrip.push(answer.roundTrip);
  }
  return { server: percentile(server, 0.99), roundTrip: percentile(roundTrip, 0.99), median: percentile(server, 0.5) };
}

/**
 * One picture in each required attachment group, as the upload page sends it: submit needs them,
 * and the figure is "without images", so their time is not counted.
 */
async function uploadRequiredPictures(url: string, cookie: string, call: Call, proinstid: string): Promise<void> {
  const groups = (await call('getUploadType', { slsqId: proinstid, sfhqmx: '0' })).data.datuminstInfo as Array<{ id: string; required: string }>;
  const picture = new Uint8Array(await photo());
  for (const group of groups.filter((g) => g.required === '是')) {
    const form = new FormData();
    form.append('materialId', group.id);
    form.append('file', new Blob([picture], { type: 'image/jpeg' }), 'scan.jpg');
    const response = await fetch(`${url}/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, { method: 'POST', headers: { cookie }, body: form });
    if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`);
  }
}

/** Every call of one first-mortgage filing, from the draft to submission and the list after it (pictures uploaded, not counted). */
async function oneFiling(call: Call, pictures: (proinstid: string) => Promise<void>): Promise<number> {
  const holder = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号' };
  const created = await call('getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
  const proinstid = created.data.proinstid as string;
  const steps = [
    () => call('getApply', { slsqId: proinstid }),
    () => call('addPerson', { proinstid, type: '0', proposerinfo: holder }),
    () => call('addPerson', { proinstid, type: '1', proposerinfo: { ...holder, sqr_name: '李秀英', sqr_zjh: '130402199007082649' } }),
    () => call('addReleasteInfo', { proinstid, fwxxs: [JSON.parse(UNIT)] }),
    () => call('addQlxxInfo', { proinstid, savetype: '3', reqData: { ...JSON.parse(MORTGAGE), zqqssj: '2026-12-01', zqjssj: '2046-11-30' } }),
    async () => {
      await pictures(proinstid);
      return call('getApply', { slsqId: proinstid });
    },
    () => call('check', { proinstid }),
    () => call('submitApplyProject', { proinstid, appointment: '0' }),
    () => call('getApplyList', { tab: 1 }),
  ];
  let total = created.server;
  for (const step of steps) total += (await step()).server;
  return total;
}

async function measure(url: string, label: string): Promise<Record<string, number | string>> {
  const cookie = await signInCookie(url, BENCH_USER);
  const call = caller(url, cookie);
  const pictures = (proinstid: string) => uploadRequiredPictures(url, cookie, call, proinstid);
  const listed = await call('getApplyList', { rows: 15 });
  const ids = (listed.data.rows as Array<{ id: string }>).map((row) => row.id);
  if (ids.length !== 10) throw new Error(`${BENCH_USER} should own 10 applications, has ${ids.length}`);
  const listBodies = [{}, { tab: 0 }, { tab: 1 }, { tab: 2 }, { tab: 3 }];
  const applyBodies = ids.map((slsqId) => ({ slsqId }));
  // Warm-up: code paths compiled, caches filled.
  await p99(call, 'getApplyList', listBodies);
  await p99(call, 'getApply', applyBodies);

  const rounds: Array<Record<'list' | 'apply' | 'peer', Awaited<ReturnType<typeof p99>>>> = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({ list: await p99(call, 'getApplyList', listBodies), apply: await p99(call, 'getApply', applyBodies), peer: await p99(call, 'getUserType', [{}]) });
  }
  await oneFiling(call, pictures); // warm-up of the save paths
  const filings: number[] = [];
  for (let i = 0; i < FILINGS; i += 1) filings.push(await oneFiling(call, pictures));
  const spread = (name: 'list' | 'apply' | 'peer') =>
    `${range(rounds.map((round) => round[name].server))} (median ${range(rounds.map((round) => round[name].median))}; round-trip p99 ${range(rounds.map((round) => round[name].roundTrip))})`;
  return {
    [`filing ${label}: getApplyList p99 server-side, ${ROUNDS} rounds of ${SAMPLES} (ms)`]: spread('list'),
    [`filing ${label}: getApply p99 server-side (ms)`]: spread('apply'),
    [`filing ${label}: peer getUserType p99 server-side (ms)`]: spread('peer'),
    [`filing ${label}: one complete filing, 10 calls, server time, median / max of ${FILINGS} (ms)`]: `${ms(percentile(filings, 0.5))} / ${ms(Math.max(...filings))}`,
  };
}

/** PostgreSQL: the server migrates a fresh database, the rows go in beside it. */
async function onPostgres(port: number): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'filing PostgreSQL': 'skipped (no server at 127.0.0.1:5432)' };
  const dataDir = tempDataDir();
  const server = await startServerProcess(port, dataDir, { ...SERVER_ENV, DATABASE_URL: database.url }, START_WAIT_MS);
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(SEED_SQL);
    await client.end();
    return await measure(server.url, 'PostgreSQL');
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PGlite: the server makes and migrates its folder, stops; the rows go in; it starts again. */
async function onPglite(port: number): Promise<Record<string, number | string>> {
  const dataDir = tempDataDir();
  try {
    await (await startServerProcess(port, dataDir, SERVER_ENV, START_WAIT_MS)).stop();
    const db = new PGlite(path.join(dataDir, 'pglite'));
    await db.exec(SEED_SQL);
    await db.close();
    const server = await startServerProcess(port, dataDir, SERVER_ENV, START_WAIT_MS);
    try {
      return await measure(server.url, 'PGlite');
    } finally {
      await server.stop();
    }
  } finally {
    // Half a million rows: about 600 MB of folder.
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchFilingCore(port: number): Promise<Record<string, number | string>> {
  return { ...(await onPostgres(port)), ...(await onPglite(port + 1)) };
}
