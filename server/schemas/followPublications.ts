import type { Logger } from 'pino';
import { listenOnChannel } from '../db/listenOnChannel';
import type { SchemaVersions } from './schemaVersions';
import { PUBLISHED_CHANNEL } from './versionRepository';

/** How often the current version is read while announcements may be missed: well within the 5 s a publish has to reach every process. */
const POLL_MS = 1_000;

/**
 * Switches this process to every version published by another (docs/decisions/0084): on
 * PostgreSQL each publish is announced (LISTEN/NOTIFY) and the current version read again; while
 * the listening connection is down, a poll of the versions table stands in. On PGlite the data
 * folder has one process, whose publishes switch it in-process: nothing to follow.
 */
export async function followPublications(versions: SchemaVersions, databaseUrl: string | undefined, logger: Logger): Promise<{ close(): Promise<void> }> {
  if (!databaseUrl) return { close: async () => undefined };
  const refresh = () => void versions.refresh().catch((error: unknown) => logger.warn({ err: error }, 'could not switch to the published configuration'));
  const listener = await listenOnChannel(databaseUrl, PUBLISHED_CHANNEL, refresh, refresh);
  const poll = setInterval(() => {
    if (!listener.listening) refresh();
  }, POLL_MS);
  poll.unref();
  return {
    async close() {
      clearInterval(poll);
      await listener.close();
    },
  };
}
