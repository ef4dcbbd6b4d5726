import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { createQueueService, type QueueQuery } from '../../server/registry/review/queueService';
import { workflowConfig } from '../../server/registry/review/workflowConfig';
import { createFreshDatabase } from '../../tests/support/freshPostgres';

const APPLICATIONS = 100_000;
const QUERIES = 400;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/**
 * The work queue on PostgreSQL with 100,000 applications in review (issue 20): the queue calls of
 * an acceptance clerk and a reviewer as the staff page makes them (first page, the next pages by
 * cursor, filtered by region, business, state, date and overdue), timed at the service.
 */
export async function benchReviewQueue(): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'review queue': 'skipped: no PostgreSQL server reachable' };
  const db = createDatabase({ databaseUrl: database.url, dataDir: '' });
  try {
    await migrateToLatest(db);
    const stages = sql.raw(`array['acceptance','firstReview','secondReview','registration','certificate']`);
    // Independent random columns (seeded: every run the same rows): values derived from one
    // counter would correlate stage, business and deadline and make some filters find nothing for pages.
    await sql`select setseed(0.5)`.execute(db);
    await sql`insert into applications (id, openid, prodefid, name, djlx, qllx, xzqdm, areaname, shzt, submitted_at)
      select 'bench' || i, 'bench-' || (i % 5000), (array['1001','1002','3001','4001'])[1 + floor(random() * 4)::int], '一般抵押权首次登记', '100', '4',
             (array['130402','130403','130404','130406'])[1 + floor(random() * 4)::int], '邯山区', 0, now() - random() * interval '60 days'
      from generate_series(1, ${APPLICATIONS}) as i`.execute(db);
    await sql`insert into review_cases (application_id, stage, deadline)
      select 'bench' || i, (${stages})[1 + floor(random() * 5)::int], now() + (random() * 40 - 10) * interval '1 day'
      from generate_series(1, ${APPLICATIONS}) as i`.execute(db);
    await sql`analyze`.execute(db);

    const queue = createQueueService(db, workflowConfig);
    // One call first, not counted: the first query of a fresh connection pool reads the catalogue.
    await queue.list(['acceptance_clerk'], { limit: 50 });
    const filters: QueueQuery[] = [{ limit: 50 }, { limit: 50, region: '130403' }, { limit: 50, business: '3001' }, { limit: 50, overdue: true }, { limit: 50, suspended: false, from: new Date(Date.now() - 10 * 86_400_000) }];
    const latencies: number[] = [];
    for (let n = 0; n < QUERIES; n += 1) {
      const roles = n % 2 ? ['reviewer'] : ['acceptance_clerk'];
      let query: QueueQuery = filters[n % filters.length]!;
      // Every fourth call walks ten pages on by cursor.
      for (let page = 0; page < (n % 4 === 0 ? 10 : 1); page += 1) {
        const started = performance.now();
        const rows = await queue.list(roles, query);
        latencies.push(performance.now() - started);
        const last = rows.at(-1);
        if (!last) break;
        query = { ...query, after: { deadline: last.deadline, id: last.id } };
      }
    }
    return {
      'review queue (100k on PostgreSQL): calls': latencies.length,
      'review queue: p50 ms': Number(percentile(latencies, 0.5).toFixed(1)),
      'review queue: p99 ms': Number(percentile(latencies, 0.99).toFixed(1)),
      'review queue: load average (1 min)': os.loadavg()[0]!.toFixed(2),
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
