import { sql } from 'kysely';
import type { AppDeps } from '../../deps';

export type CheckOutcome = 'ok' | 'failed';

/** How long a dependency may take to answer before it counts as unreachable. */
const CHECK_MS = 2_000;

async function outcomeOf(check: () => Promise<unknown>): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What this process needs to serve a request, checked at once: the database answers, the file
 * store takes and gives files (the bucket is there, the folder writable), and the configuration's
 * current version can be read (decision 0099).
 */
export async function readiness({ db, files, schemaVersions }: Pick<AppDeps, 'db' | 'files' | 'schemaVersions'>): Promise<Record<'database' | 'files' | 'configuration', CheckOutcome>> {
  const [database, stored, configuration] = await Promise.all([
    outcomeOf(() => sql`select 1`.execute(db)),
    outcomeOf(() => files.ready()),
    outcomeOf(() => schemaVersions.current()),
  ]);
  return { database, files: stored, configuration };
}
