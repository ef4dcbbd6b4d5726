import { sql, type Kysely } from 'kysely';

/**
 * The registry's staff (issue 20, docs/decisions/0048): accounts apart from the citizens' (no
 * openid, no shared session), their sessions, and the audit log of what they do.
 *
 * Lockout counts live on the account row, so a sign-in reads and changes them under that row's
 * lock (SELECT ... FOR UPDATE) and racing wrong passwords cannot pass the limit. The audit log
 * refuses UPDATE and DELETE by trigger: no code path, and no mistaken one, can rewrite history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('roles', sql`text[]`, (c) => c.notNull())
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('totp_last_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('staff_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('staff_accounts.id').onDelete('cascade'))
    // False between the password and the second factor: such a session may only send the code.
    .addColumn('verified', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();

  await db.schema
    .createTable('staff_audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_id', 'text')
    .addColumn('actor_username', 'text', (c) => c.notNull())
    .addColumn('actor_roles', sql`text[]`, (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await db.schema.createIndex('staff_audit_log_at_idx').on('staff_audit_log').column('at').execute();
  await db.schema.createIndex('staff_audit_log_actor_idx').on('staff_audit_log').columns(['actor_username', 'at']).execute();
  await sql`create function staff_audit_log_append_only() returns trigger language plpgsql as $$
    begin raise exception 'staff_audit_log is append-only'; end $$`.execute(db);
  await sql`create trigger staff_audit_log_append_only before update or delete on staff_audit_log
    for each statement execute function staff_audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staff_audit_log').execute();
  await sql`drop function if exists staff_audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
