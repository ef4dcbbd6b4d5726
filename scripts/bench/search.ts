import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '../../server/db/database';
import { signInStaff, type StaffClient } from '../../tests/support/staffClient';
import { NO_FLOOD_GUARD, onFilledDatabase } from './filledDatabase';
import { startServerProcess, tempDataDir } from './serverProcess';

/** Calls per key (each with another sampled value where the key has values). */
const CALLS = 40;

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const spread = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} / p99 ${percentile(values, 0.99).toFixed(1)} ms (n ${values.length})`;

interface Sampled {
  prolsh: string;
  issued: string | null;
  certificate: string;
  unit: string;
  party: string;
  idNumber: string;
}

/**
 * The back office's search on PostgreSQL with 100,000 applications over every stage, with their
 * records (issue 31, docs/decisions/0089; target p99 < 200 ms): each key as the search page sends
 * it over HTTP, with values sampled from the data, the next page by cursor, and the queue's 已办 and
 * 我的认领 tabs, on a fresh database dropped after.
 */
export const benchSearch = (port: number) => onFilledDatabase(port, 'search', measureSearch);

/** The figures on a filled database (`npm run bench -- search`, or on a database the case-file bench filled). */
export async function measureSearch(port: number, databaseUrl: string): Promise<Record<string, number | string>> {
  const db = createDatabase({ databaseUrl, dataDir: '' });
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    server = await startServerProcess(port, tempDataDir(), { DATABASE_URL: databaseUrl, ...NO_FLOOD_GUARD });
    await sql`select setseed(0.31)`.execute(db);
    const sample = (
      await sql<Sampled>`select a.prolsh,
          (select number from application_documents d where d.application_id = a.id and d.kind in ('certificate', 'proof')) as issued,
          u.data->>'bdcqzmh' as certificate, u.data->>'bdcdyh' as unit, p.data->>'sqr_name' as party, p.data->>'sqr_zjh' as "idNumber"
        from review_cases c join applications a on a.id = c.application_id
        join lateral (select data from application_units where application_id = a.id order by seq limit 1) u on true
        join lateral (select data from application_parties where application_id = a.id order by seq limit 1) p on true
        order by random() limit ${CALLS * 2}`.execute(db)
    ).rows;
    const issued = sample.filter((one) => one.issued);
    const reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
    const week = (days: number) => new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

    const timed = async (client: StaffClient, path: string) => {
      const started = performance.now();
      const answer = await client.get<{ data: { rows: unknown[]; next: string | null } }>(path);
      const took = performance.now() - started;
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      return { took, next: answer.body.data.next };
    };
    const search = (query: Record<string, string>) => `/staff/api/search/applications?${new URLSearchParams(query)}`;
    const keys: Array<[string, (n: number) => string]> = [
      ['acceptance number', (n) => search({ prolsh: sample[n]!.prolsh })],
      ['certificate or proof made at 缮证', (n) => search({ certificate: issued[n % issued.length]!.issued! })],
      ['certificate the application names', (n) => search({ certificate: sample[n]!.certificate })],
      ['unit number', (n) => search({ unit: sample[n]!.unit })],
      ['party name (whole)', (n) => search({ party: sample[n]!.party })],
      ['party name (its beginning, a sixth of all parties)', (n) => search({ party: sample[n]!.party.slice(0, 2) })],
      ['ID number (whole)', (n) => search({ idNumber: sample[n]!.idNumber })],
      ['business', (n) => search({ business: ['1001', '1002', '3001', '4001'][n % 4]! })],
      ['region', (n) => search({ region: ['130402', '130403', '130404', '130406'][n % 4]! })],
      ['stage (done, rejected, correction)', (n) => search({ stage: ['done', 'rejected', 'correction'][n % 3]! })],
      ['suspended', () => search({ state: 'suspended' })],
      ['date range (a week)', (n) => search({ from: week(7 + (n % 20)), to: week(n % 20) })],
      ['business + region + stage', (n) => search({ business: ['1001', '3001'][n % 2]!, region: '130403', stage: 'done' })],
      ['已办 (demo-reviewer)', () => '/staff/api/search/mine?tab=acted'],
      ['我的认领 (demo-reviewer)', () => '/staff/api/search/mine?tab=claimed'],
    ];
    // Twenty calls first, not counted: the server's first queries read the catalogue and warm its caches.
    for (let n = 0; n < 20; n += 1) await timed(reviewer, keys[n % keys.length]![1](n));

    const figures: Record<string, string> = {};
    const all: number[] = [];
    const nextPages: number[] = [];
    for (const [name, path] of keys) {
      const latencies: number[] = [];
      for (let n = 0; n < CALLS; n += 1) {
        const first = await timed(reviewer, path(n));
        latencies.push(first.took);
        // Every fourth list walks two pages on by its cursor.
        let next = n % 4 === 0 ? first.next : null;
        for (let page = 0; next && page < 2; page += 1) {
          const on = await timed(reviewer, `${path(n)}&after=${encodeURIComponent(next)}`);
          nextPages.push(on.took);
          next = on.next;
        }
      }
      all.push(...latencies);
      figures[`search: ${name}`] = spread(latencies);
    }
    await server.stop();
    server = undefined;
    return {
      ...figures,
      'search: next pages by cursor': spread(nextPages),
      'search: every key (target p99 < 200 ms)': spread(all),
      'search: load average (1 min)': os.loadavg()[0]!.toFixed(2),
    };
  } finally {
    await server?.stop();
    await db.destroy();
  }
}
