import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase, type Db } from '../../server/db/database';
import { createExpectedCompletion } from '../../server/applications/expectedCompletion';
import { createStatisticsService } from '../../server/backoffice/statistics/service';
import { statisticsRepository } from '../../server/backoffice/statistics/repository';
import { trailEvents } from '../../engine/workflow/trailEvents';
import { TRAIL } from '../../server/registry/filing/filingRegistry';
import { hallCalendar } from '../../server/schemas/hallCalendar';
import { workflowConfig } from '../../server/schemas/workflowConfig';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { repositorySchemas } from '../../tests/support/repositorySchemas';
import { EVERY_STAGE, insertBenchApplications } from './harness/benchApplications';
import { startServerProcess, tempDataDir } from './serverProcess';

const APPLICATIONS = 100_000;
const CALLS = 40;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
const spread = (values: number[]) => `p50 ${percentile(values, 0.5).toFixed(1)} / p99 ${percentile(values, 0.99).toFixed(1)} ms (n ${values.length})`;
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (days: number) => chinaDay(new Date(Date.now() - days * 86_400_000));

/** The page's ranges: a week, the default month, the data's two months, a year. */
const RANGES: Array<[string, { from: string; to: string }]> = [
  ['7 days', { from: daysAgo(6), to: daysAgo(0) }],
  ['30 days', { from: daysAgo(29), to: daysAgo(0) }],
  ['60 days', { from: daysAgo(59), to: daysAgo(0) }],
  ['366 days', { from: daysAgo(365), to: daysAgo(0) }],
];

async function timeRanges(db: Db): Promise<Record<string, string>> {
  const schemas = repositorySchemas();
  const statistics = createStatisticsService(db, () => workflowConfig(schemas), () => hallCalendar(schemas));
  const figures: Record<string, string> = {};
  for (const [name, range] of RANGES) {
    // Cold: no day kept yet, every day of the range counted from the trail (what the first look at a range costs, once).
    await sql`delete from statistics_days`.execute(db);
    const started = performance.now();
    await statistics.answer(range);
    figures[`statistics: ${name}, first call (days counted and kept) ms`] = (performance.now() - started).toFixed(0);
    const latencies: number[] = [];
    for (let n = 0; n < CALLS; n += 1) {
      const again = performance.now();
      await statistics.answer(range);
      latencies.push(performance.now() - again);
    }
    figures[`statistics: ${name}, later calls (days kept, today's count at most a minute old; target p99 < 200 ms)`] = spread(latencies);
  }
  // Today counted afresh (what a call pays once a minute per process), alone.
  const words = trailEvents(workflowConfig(schemas), TRAIL.submitted);
  const today = new Date(Math.floor((Date.now() + 8 * 3_600_000) / 86_400_000) * 86_400_000 - 8 * 3_600_000);
  const counts: number[] = [];
  for (let n = 0; n < CALLS; n += 1) {
    const started = performance.now();
    await statisticsRepository.countDays(db, words, today, new Date(today.getTime() + 86_400_000));
    counts.push(performance.now() - started);
  }
  figures["statistics: today's count afresh"] = spread(counts);
  return figures;
}

/**
 * The statistics page's figures on PostgreSQL with 100,000 applications (issue 31, docs/decisions/0090):
 * decision 0082's data (every stage, the trail from 网上申请 to where each case is), the page's one
 * call timed at the service for four ranges, the first call (its days counted and kept) and later ones; and the
 * citizen's expected completion date (its business's 90th percentile over the last year, uncached).
 */
export async function benchStatistics(port: number): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { statistics: 'skipped: no PostgreSQL server reachable' };
  const db = createDatabase({ databaseUrl: database.url, dataDir: '' });
  try {
    // A server migrates and seeds the demo staff the generated trail names.
    const server = await startServerProcess(port, tempDataDir(), { DATABASE_URL: database.url });
    await server.stop();
    await insertBenchApplications(db, { count: APPLICATIONS, stages: EVERY_STAGE, records: true });
    const trail = (await sql<{ n: number }>`select count(*)::int as n from application_trail`.execute(db)).rows[0]!.n;

    const ranges = await timeRanges(db);

    const schemas = repositorySchemas();
    const lsh = (await sql<{ prolsh: string }>`select a.prolsh from applications a join review_cases c on c.application_id = a.id where c.stage = 'acceptance' order by a.id limit ${CALLS}`.execute(db)).rows;
    const expected: number[] = [];
    for (const { prolsh } of lsh) {
      const expectedOf = createExpectedCompletion(db, () => workflowConfig(schemas), TRAIL.submitted);
      const started = performance.now();
      await expectedOf(prolsh);
      expected.push(performance.now() - started);
    }
    return {
      'statistics (100k on PostgreSQL): trail rows': trail,
      ...ranges,
      'statistics: expected completion date, uncached': spread(expected),
      'statistics: load average (1 min)': os.loadavg()[0]!.toFixed(2),
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
