import { createFreshDatabase } from './freshPostgres';
import { startTestServer } from './startTestServer';

export type OwnTestServer = Awaited<ReturnType<typeof startTestServer>>;

/**
 * A server of a test file's own (its own settings, its own database to look into), on the
 * project's database kind: a fresh PGlite folder, or a fresh PostgreSQL database dropped after.
 * Undefined when the PostgreSQL half is skipped.
 */
export async function startOwnTestServer(extra: Record<string, string> = {}): Promise<(OwnTestServer & { stop(): Promise<void> }) | undefined> {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const server = await startTestServer(extra);
    return { ...server, stop: () => server.close() };
  }
  const database = await createFreshDatabase();
  if (!database) return undefined;
  const server = await startTestServer({ ...extra, DATABASE_URL: database.url });
  return {
    ...server,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}
