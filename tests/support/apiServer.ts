import { inject } from 'vitest';
import type { ApiWorkerServer } from './apiGlobalSetup';

/** This worker's shared server (apiGlobalSetup.ts starts one per worker); none when the half is skipped. */
function workerServer(): ApiWorkerServer | undefined {
  const servers = inject('apiServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return servers[(worker - 1) % Math.max(servers.length, 1)];
}

/** The address of this worker's shared API server; empty when the PostgreSQL half is skipped. */
export const apiBaseUrl = (): string => workerServer()?.baseUrl ?? '';

/** The PostgreSQL database of this worker's shared server, for a test that starts a second process; empty on PGlite. */
export const apiDatabaseUrl = (): string => workerServer()?.databaseUrl ?? '';
