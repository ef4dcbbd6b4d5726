import type { TestProject } from 'vitest/node';
import { ADMIN_URL, createFreshDatabase } from './freshPostgres';
import { startTestServer } from './startTestServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server under test; empty when this half of the suite is skipped. */
    baseUrl: string;
    /** The PostgreSQL database the server uses (empty on PGlite), for tests that start a second process. */
    databaseUrl: string;
  }
}

/**
 * Codes on the shared server live as long as in production: its files run beside the other
 * projects' (decision 0063), and a 4-second phone code could expire between two requests on a
 * loaded machine. The tests that let a code expire start a server of their own with short lives.
 */
const CODE_LIVES = { WX_CODE_TTL_SECONDS: '300', PHONE_CODE_TTL_SECONDS: '300' };

/** Starts one server for the API project: on a fresh PGlite folder, or on a fresh PostgreSQL database. */
export default async function setup(project: TestProject) {
  if (project.name === 'api-postgres') {
    const database = await createFreshDatabase();
    if (!database) {
      console.warn(`\n[api-postgres] PostgreSQL is not reachable at ${ADMIN_URL}: skipping the PostgreSQL half of the API suite.\n`);
      project.provide('baseUrl', '');
      project.provide('databaseUrl', '');
      return;
    }
    const server = await startTestServer({ ...CODE_LIVES, DATABASE_URL: database.url });
    project.provide('baseUrl', server.url);
    project.provide('databaseUrl', database.url);
    return async () => {
      await server.close();
      await database.drop();
    };
  }
  const server = await startTestServer(CODE_LIVES);
  project.provide('baseUrl', server.url);
  project.provide('databaseUrl', '');
  return () => server.close();
}
