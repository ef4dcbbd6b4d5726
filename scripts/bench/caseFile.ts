import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { loadEnv } from '../../server/config/env';
import { createDatabase } from '../../server/db/database';
import { startServer } from '../../server/startServer';
import { signInStaff, type StaffClient } from '../../tests/support/staffClient';
import { NO_FLOOD_GUARD, onFilledDatabase } from './filledDatabase';
import { startServerProcess, tempDataDir } from './serverProcess';
import { percentile } from './harness/load';

/** Cases opened one after another, and by four members at once (each its own share). */
const SEQUENTIAL = 300;
const CONCURRENT = 4;
const CONCURRENT_OPENS = 300;

const spread = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} / p95 ${percentile(values, 0.95).toFixed(1)} / p99 ${percentile(values, 0.99).toFixed(1)} ms (n ${values.length})`;

/** Who opens a case of a stage: its stage's member (a closed case: the first reviewer, who may read every case). */
const MEMBER: Record<string, string> = { acceptance: 'demo-acceptance', firstReview: 'demo-reviewer', secondReview: 'demo-reviewer2', registration: 'demo-registrar', certificate: 'demo-certificate' };
const memberOf = (stage: string) => MEMBER[stage] ?? 'demo-reviewer';

/** What the case-file page asks for when it opens (src/staff/features/review: CaseFilePage, ChecksPanel, DiffPanel, DocumentsPanel), at once. */
const PAGE_CALLS = ['', '/checks', '/resubmissions', '/documents'];

async function openPage(client: StaffClient, id: string): Promise<{ page: number; file: number }> {
  const started = performance.now();
  let file = 0;
  await Promise.all(
    PAGE_CALLS.map(async (tail) => {
      const answer = await client.get(`/staff/api/review/applications/${id}${tail}`);
      if (answer.status !== 200) throw new Error(`case file ${id}${tail}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      if (tail === '') file = performance.now() - started;
    }),
  );
  return { page: performance.now() - started, file };
}

/**
 * The SQL statements of one case-file open (the file alone, and the page's four calls), counted on
 * an in-process server on the same database: every query a pg client sends while the calls run.
 * Background work (the outbox, heartbeats) could add one: the least of a few opens is the figure.
 */
async function countStatements(databaseUrl: string, cases: Array<{ id: string; stage: string }>): Promise<{ file: number; page: number }> {
  let statements = 0;
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  const dataDir = tempDataDir();
  const server = await startServer(loadEnv({ NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...NO_FLOOD_GUARD }));
  try {
    const clients = new Map<string, StaffClient>();
    const client = async (stage: string) => {
      const username = memberOf(stage);
      if (!clients.has(username)) clients.set(username, await signInStaff(server.url, username, `${username}-2026`));
      return clients.get(username)!;
    };
    const counted = async (work: () => Promise<unknown>) => {
      const before = statements;
      await work();
      return statements - before;
    };
    const file: number[] = [];
    const page: number[] = [];
    for (const found of cases) {
      const member = await client(found.stage);
      await member.get(`/staff/api/review/applications/${found.id}`);
      file.push(await counted(() => member.get(`/staff/api/review/applications/${found.id}`)));
      page.push(await counted(() => openPage(member, found.id)));
    }
    return { file: Math.min(...file), page: Math.min(...page) };
  } finally {
    await server.close();
    pg.Client.prototype.query = query;
  }
}

/**
 * The case file on PostgreSQL with 100,000 applications over every stage, with what filing and the
 * stages write under them (issue 29: opening one ≤ 300 ms p95), on a fresh database dropped after.
 */
export const benchCaseFile = (port: number) => onFilledDatabase(port, 'case file', measureCaseFile);

/**
 * The figures on a filled database: a server process on it; the stage's member opens a seeded
 * random sample of cases over the stages as the page does (the file, its checks, its resubmissions
 * and its documents at once), one after another and four members at once. Also the queue's pages
 * and 登簿's preview on the same data, and the SQL statements one open runs.
 */
export async function measureCaseFile(port: number, databaseUrl: string): Promise<Record<string, number | string>> {
  const db = createDatabase({ databaseUrl, dataDir: '' });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    server = await startServerProcess(port, tempDataDir(), { DATABASE_URL: databaseUrl, ...NO_FLOOD_GUARD });
    await sql`select setseed(0.25)`.execute(db);
    const sample = (
      await sql<{ id: string; stage: string }>`select c.application_id as id, c.stage from review_cases c order by random() limit ${SEQUENTIAL + CONCURRENT_OPENS + 20}`.execute(db)
    ).rows;
    const members = new Map<string, StaffClient>();
    for (const username of new Set(sample.map((found) => memberOf(found.stage)))) members.set(username, await signInStaff(server.url, username, `${username}-2026`));
    const member = (stage: string) => members.get(memberOf(stage))!;

    // Twenty opens first, not counted: the server's first queries read the catalogue and warm its caches.
    for (const found of sample.slice(0, 20)) await openPage(member(found.stage), found.id);

    const sequential = { page: [] as number[], file: [] as number[] };
    const byStage = new Map<string, number[]>();
    for (const found of sample.slice(20, 20 + SEQUENTIAL)) {
      const { page, file } = await openPage(member(found.stage), found.id);
      sequential.page.push(page);
      sequential.file.push(file);
      byStage.set(found.stage, [...(byStage.get(found.stage) ?? []), page]);
    }

    const concurrent: number[] = [];
    const shares = sample.slice(20 + SEQUENTIAL);
    await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, worker) => {
        for (let n = worker; n < shares.length; n += CONCURRENT) {
          const found = shares[n]!;
          concurrent.push((await openPage(member(found.stage), found.id)).page);
        }
      }),
    );

    // The queue's first page and the next nine by cursor (the queue bench times the service; this the HTTP call), per stage member.
    const queue: number[] = [];
    for (const username of ['demo-acceptance', 'demo-reviewer', 'demo-registrar', 'demo-certificate']) {
      const client = members.get(username) ?? (await signInStaff(server.url, username, `${username}-2026`));
      for (let round = 0; round < 5; round += 1) {
        let after = '';
        for (let page = 0; page < 10; page += 1) {
          const started = performance.now();
          const answer = await client.get<{ data: { rows: Array<{ id: string; deadline: string }> } }>(`/staff/api/review/queue?limit=50${after ? `&after=${encodeURIComponent(after)}` : ''}`);
          queue.push(performance.now() - started);
          const last = answer.body.data.rows.at(-1);
          if (!last) break;
          after = `${last.deadline}|${last.id}`;
        }
      }
    }

    // What 登簿 would write, for cases at the registration stage, by the registrar.
    const registrar = members.get('demo-registrar') ?? (await signInStaff(server.url, 'demo-registrar', 'demo-registrar-2026'));
    const atRegistration = (await sql<{ id: string }>`select application_id as id from review_cases where stage = 'registration' order by random() limit 100`.execute(db)).rows;
    const preview: number[] = [];
    for (const found of atRegistration) {
      const started = performance.now();
      const answer = await registrar.get(`/staff/api/review/applications/${found.id}/registerPreview`);
      if (answer.status !== 200) throw new Error(`registerPreview ${found.id}: ${answer.status}`);
      preview.push(performance.now() - started);
    }
    await server.stop();
    server = undefined;

    // The fewest statements: an unclaimed case filed once; the most: a claimed one corrected once (two rounds to compare).
    const plain = (await sql<{ id: string; stage: string }>`select application_id as id, stage from review_cases c where stage = 'firstReview' and claimed_by is null and (select count(*) from application_submissions s where s.application_id = c.application_id) = 1 limit 5`.execute(db)).rows;
    const busy = (await sql<{ id: string; stage: string }>`select application_id as id, stage from review_cases c where stage = 'firstReview' and claimed_by is not null and (select count(*) from application_submissions s where s.application_id = c.application_id) = 2 limit 5`.execute(db)).rows;
    const [fewest, most] = [await countStatements(databaseUrl, plain), await countStatements(databaseUrl, busy)];
    return {
      'case file: page open, sequential (target p95 ≤ 300 ms)': spread(sequential.page),
      'case file: the file call alone, sequential': spread(sequential.file),
      [`case file: page open, ${CONCURRENT} members at once`]: spread(concurrent),
      'case file: page open p95 by stage ms': [...byStage].map(([stage, values]) => `${stage} ${percentile(values, 0.95).toFixed(0)}`).join(', '),
      'case file: SQL statements, the file call / the page (4 calls), unclaimed case filed once': `${fewest.file} / ${fewest.page}`,
      'case file: SQL statements, the file call / the page (4 calls), claimed case corrected once': `${most.file} / ${most.page}`,
      'case file: queue page (50 rows, cursor)': spread(queue),
      'case file: registerPreview': spread(preview),
      'case file: load average (1 min)': os.loadavg()[0]!.toFixed(2),
    };
  } finally {
    await server?.stop();
    await db.destroy();
  }
}
