import type { TestProject } from 'vitest/node';
import { ADMIN_URL, createFreshDatabase } from './freshPostgres';
import { startTestServer } from './startTestServer';

/** One worker's shared server: its address, and its PostgreSQL database (empty on PGlite). */
export interface ApiWorkerServer {
  baseUrl: string;
  databaseUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server per worker of the API project (`apiBaseUrl()`); empty when this half is skipped. */
    apiServers: ApiWorkerServer[];
  }
}

/** A shared server on a fresh PGlite folder or a fresh PostgreSQL database; undefined when PostgreSQL is unreachable. */
async function startShared(database: 'pglite' | 'postgres') {
  if (database === 'pglite') {
    const server = await startTestServer();
    return { entry: { baseUrl: server.url, databaseUrl: '' }, close: () => server.close() };
  }
  const fresh = await createFreshDatabase();
  if (!fresh) return undefined;
  const server = await startTestServer({ DATABASE_URL: fresh.url });
  return {
    entry: { baseUrl: server.url, databaseUrl: fresh.url },
    async close() {
      await server.close();
      await fresh.drop();
    },
  };
}

/**
 * Starts one server for each worker of the API project (decision 0098; one worker today): a worker
 * runs its files one after another against its own server and database, so no file meets
 * another's requests while two run at once.
 */
export default async function setup(project: TestProject) {
  const database = project.name === 'api-postgres' ? 'postgres' : 'pglite';
  const workers = Number(project.config.maxWorkers) || 1;
  const started = await Promise.all(Array.from({ length: workers }, () => startShared(database)));
  const servers = started.filter((server) => server !== undefined);
  if (servers.length < started.length) {
    console.warn(`\n[api-postgres] PostgreSQL is not reachable at ${ADMIN_URL}: skipping the PostgreSQL half of the API suite.\n`);
    await Promise.all(servers.map((server) => server.close()));
    project.provide('apiServers', []);
    return;
  }
  project.provide('apiServers', servers.map((server) => server.entry));
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
