import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../types';
import { migrations } from './index';

describe('migration 0022', () => {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  afterAll(() => db.destroy());

  it('masks the ID and phone numbers of audit entries written before, and keeps the log append-only, TRUNCATE included', async () => {
    expect((await migrator.migrateTo('0019_staff_institution')).error).toBeUndefined();
    const comment = '义务人身份证号130402199007082649，电话13912345678';
    await db
      .insertInto('staff_audit_log')
      .values({ actor_username: 'demo-acceptance', actor_roles: ['acceptance_clerk'], action: 'review.return', ip: '127.0.0.1', before: null, after: JSON.stringify({ comments: [{ text: comment }] }) })
      .execute();
    await db.insertInto('staff_audit_log').values({ actor_username: 'demo-admin', actor_roles: ['system_admin'], action: 'staff.roles', ip: '127.0.0.1', before: JSON.stringify({ roles: ['reviewer'] }), after: null }).execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('staff_audit_log').select(['action', 'before', 'after']).orderBy('id').execute();
    expect(rows).toEqual([
      { action: 'review.return', before: null, after: { comments: [{ text: '义务人身份证号1304**********2649，电话139****5678' }] } },
      { action: 'staff.roles', before: { roles: ['reviewer'] }, after: null },
    ]);
    await expect(sql`update staff_audit_log set action = 'rewritten'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
  }, 60_000);
});
