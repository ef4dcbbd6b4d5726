import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { checkPgliteFolder, ensureWritableFolder } from './checkDataFolder';
import { corkPgWrites } from './corkPgWrites';
import type { Database } from './types';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** A real PostgreSQL server shared by several server processes. */
  databaseUrl?: string | undefined;
  /** Where the embedded PGlite keeps its files when no server is given. */
  dataDir: string;
  /**
   * Told when the server drops an idle pooled connection (a restart, a failover, an administrator
   * ending it). The pool opens a new one for the next query; without a listener the pool's error
   * event would end the process.
   */
  onConnectionLost?: (error: Error) => void;
}

/** One query layer, one SQL dialect: PostgreSQL, embedded (PGlite) or a real server. */
export function createDatabase(options: DatabaseOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (error) => options.onConnectionLost?.(error));
    pool.on('connect', (client) => void corkPgWrites(client));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const folder = path.join(options.dataDir, 'pglite');
  checkPgliteFolder(folder);
  ensureWritableFolder(folder, 'DATA_DIR');
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(folder)) });
}
