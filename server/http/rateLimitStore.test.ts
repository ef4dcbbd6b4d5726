import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Options } from 'express-rate-limit';
import type { Database } from '../db/types';
import { migrateToLatest } from '../db/migrate';
import { DatabaseRateLimitStore } from './rateLimitStore';

describe('DatabaseRateLimitStore', () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  beforeAll(() => migrateToLatest(db), 30_000);
  afterAll(() => db.destroy());

  it('counts hits per key inside a window and starts again after it', async () => {
    const store = new DatabaseRateLimitStore(db, 'test:');
    store.init({ windowMs: 200 } as Options);
    expect((await store.increment('a')).totalHits).toBe(1);
    expect((await store.increment('a')).totalHits).toBe(2);
    expect((await store.increment('b')).totalHits).toBe(1);
    await store.decrement('a');
    expect((await store.increment('a')).totalHits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.increment('a')).totalHits).toBe(1);
    await store.resetKey('a');
    expect((await store.increment('a')).totalHits).toBe(1);
  });
});
