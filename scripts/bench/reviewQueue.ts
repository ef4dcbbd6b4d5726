import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { applicationOutcomesFor } from '../../server/applications/applicationOutcomes';
import { createQueueService, type QueueQuery } from '../../server/backoffice/review/queueService';
import { hallCalendar } from '../../server/schemas/hallCalendar';
import { workflowConfig } from '../../server/schemas/workflowConfig';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { repositorySchemas } from '../../tests/support/repositorySchemas';
import { insertBenchApplications, WORKING_STAGES } from './harness/benchApplications';
import { percentile } from './harness/load';

const APPLICATIONS = 100_000;
const QUERIES = 400;

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
    await insertBenchApplications(db, { count: APPLICATIONS, stages: WORKING_STAGES });

    const queue = createQueueService(db, () => workflowConfig(repositorySchemas()), () => hallCalendar(repositorySchemas()), applicationOutcomesFor(db));
    // One call first, not counted: the first query of a fresh connection pool reads the catalogue.
    await queue.list({ id: 'bench', roles: ['acceptance_clerk'] }, { limit: 50 });
    const filters: QueueQuery[] = [{ limit: 50 }, { limit: 50, region: '130403' }, { limit: 50, business: '3001' }, { limit: 50, overdue: true }, { limit: 50, suspended: false, from: new Date(Date.now() - 10 * 86_400_000) }];
    const latencies: number[] = [];
    for (let n = 0; n < QUERIES; n += 1) {
      const roles = n % 2 ? ['reviewer'] : ['acceptance_clerk'];
      let query: QueueQuery = filters[n % filters.length]!;
      // Every fourth call walks ten pages on by cursor.
      for (let page = 0; page < (n % 4 === 0 ? 10 : 1); page += 1) {
        const started = performance.now();
        const rows = await queue.list({ id: 'bench', roles }, query);
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
