import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations/index';

/**
 * Brings the schema up to date. Kysely's migrator takes a database lock, so several server
 * processes starting at once on one PostgreSQL server migrate exactly once.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
