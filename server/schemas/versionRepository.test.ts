import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchemaVersionRepository } from './versionRepository';
import type { Database } from '../db/types';
import { migrations } from '../db/migrations/index';

describe('the versions table after migration 0032', () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  afterAll(() => db.destroy());

  it('marks the versions a start stored, keeps files in their key order from now on, and lets a rollback repeat a hash', async () => {
    expect((await migrator.migrateTo('0031_case_file_indexes')).error).toBeUndefined();
    await sql`insert into schema_versions (number, hash, files) values (1, 'old', ${JSON.stringify({ 'a.json': { return: 1, reject: 2 } })})`.execute(db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const repository = createSchemaVersionRepository(db);
    // Stored at a start by the old rule, with jsonb's key order: a first start publishes its folder once.
    expect(await repository.needsFirst()).toBe(true);
    expect(await repository.publishFirst({ hash: 'folder', files: { 'a.json': { return: 1, reject: 2 } }, note: '', publishedBy: 'system' })).toEqual({ number: 2, created: true });
    expect(await repository.needsFirst()).toBe(false);
    expect(await repository.publishFirst({ hash: 'other', files: {}, note: '', publishedBy: 'system' })).toEqual({ number: 2, created: false });
    expect(Object.keys(((await repository.find(2))!.files as Record<string, Record<string, number>>)['a.json']!)).toEqual(['return', 'reject']);

    expect(await repository.publish({ hash: 'old', files: {}, note: 'back', publishedBy: 'x', rollbackOf: 1 })).toEqual({ number: 3, created: true });
    expect((await repository.list()).map((row) => [row.number, row.published_by, row.rollback_of])).toEqual([
      [3, 'x', 1],
      [2, 'system', null],
      [1, 'a start (before decision 0084)', null],
    ]);
  }, 60_000);
});
