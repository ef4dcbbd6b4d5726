import os from 'node:os';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { startOutboxLoad } from '../../tests/support/outboxLoadProcess';

const EVENTS = 10_000;
const PROCESSES = 4;

/**
 * Issue 21: how fast the outbox delivers to the emulated channels on PostgreSQL. 10,000 queued
 * "booking made" events (SMS, each with its idempotency key) worked off by four worker processes
 * (scripts/outboxLoad.ts); timed from the first worker ready to the last one seeing nothing left,
 * so process start is not counted. The load average says how busy the machine was.
 */
export async function benchOutbox(): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'outbox messages/s (PostgreSQL)': 'skipped: no PostgreSQL server' };
  try {
    const env = { DATABASE_URL: database.url };
    await startOutboxLoad({ ...env, ENQUEUE: String(EVENTS), WORK: '0' }).exited;
    const workers = Array.from({ length: PROCESSES }, () => startOutboxLoad(env));
    await Promise.race(workers.map((worker) => worker.line((line) => 'queued' in line)));
    const started = performance.now();
    const results = await Promise.all(workers.map((worker) => worker.line((line) => line.done === true)));
    const seconds = (performance.now() - started) / 1000;
    const [result] = results;
    return {
      'outbox messages/s (PostgreSQL, 4 processes)': Math.round(EVENTS / seconds),
      'outbox messages in the inbox / distinct keys': `${String(result?.messages)} / ${String(result?.keys)}`,
      'load average (1 min) during outbox bench': os.loadavg()[0]!.toFixed(2),
    };
  } finally {
    await database.drop();
  }
}
