import { performance } from 'node:perf_hooks';
import { createDatabase } from '../../server/db/database';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { EVERY_STAGE, insertBenchApplications } from './harness/benchApplications';
import { startServerProcess, tempDataDir } from './serverProcess';

const APPLICATIONS = 100_000;
/** A server's flood guard off: a bench's client makes more calls a minute than a member. */
export const NO_FLOOD_GUARD = { API_RATE_LIMIT_PER_MINUTE: '100000000' };

/**
 * A fresh PostgreSQL database with 100,000 applications over every stage and what the flow writes
 * under them (docs/decisions/0082), measured by `measure`, dropped after. `label` names the section's
 * figures (its fill time; skipped without a PostgreSQL server).
 */
export async function onFilledDatabase(port: number, label: string, measure: (port: number, databaseUrl: string) => Promise<Record<string, number | string>>): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { [label]: 'skipped: no PostgreSQL server reachable' };
  const db = createDatabase({ databaseUrl: database.url, dataDir: '' });
  try {
    // A server migrates and seeds the demo staff the generated trail and claims name.
    const server = await startServerProcess(port, tempDataDir(), { DATABASE_URL: database.url, ...NO_FLOOD_GUARD });
    await server.stop();
    const filling = performance.now();
    await insertBenchApplications(db, { count: APPLICATIONS, stages: EVERY_STAGE, records: true });
    const filled = { [`${label} (100k on PostgreSQL): filled in s`]: Number(((performance.now() - filling) / 1000).toFixed(0)) };
    return { ...filled, ...(await measure(port, database.url)) };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
