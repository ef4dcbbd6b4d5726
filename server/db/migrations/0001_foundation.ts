import { sql, type Kysely } from 'kysely';

// Foundation tables: the emulated messaging app, users, sessions, idempotency, rate limits and files.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wx_accounts')
    .addColumn('openid', 'text', (c) => c.primaryKey())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('headimgurl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('wx_auth_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull().references('wx_accounts.openid'))
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('openid', 'text', (c) => c.primaryKey())
    .addColumn('appid', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('headimgurl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text')
    .addColumn('cardtype', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('cardnum', 'text')
    .addColumn('phone', 'text')
    .addColumn('account', 'text')
    .addColumn('usertype', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('sex', 'text')
    .addColumn('xzqdm', 'text')
    .addColumn('iswebuser', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('password_hash', 'text')
    .addColumn('real_name_auth', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('profile_refreshed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_openid_idx').on('sessions').column('openid').execute();

  await db.schema
    .createTable('idempotency')
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('reqseq', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'json') // json, not jsonb: a replay sends the first answer byte for byte
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_pk', ['openid', 'route', 'reqseq'])
    .execute();
  await db.schema.createIndex('idempotency_created_idx').on('idempotency').column('created_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stored_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_openid', 'text')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('original_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('stored_files_owner_idx').on('stored_files').columns(['owner_openid', 'created_at']).execute();

  await db.schema
    .createTable('file_chunks')
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_chunks_pk', ['file_id', 'seq'])
    .execute();

  await db.schema
    .createTable('wx_media')
    .addColumn('media_id', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull().references('stored_files.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wx_media', 'file_chunks', 'stored_files', 'rate_limits', 'idempotency', 'sessions', 'users', 'wx_auth_codes', 'wx_accounts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
