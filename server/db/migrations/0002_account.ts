import { sql, type Kysely } from 'kysely';

// Issue 4: phone codes and the emulated SMS inbox, face checks (ours and the emulated messaging
// app's), feedback, common questions and the information articles.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('phone_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('phone_codes_phone_idx').on('phone_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('phone_codes_openid_idx').on('phone_codes').columns(['openid', 'created_at']).execute();

  // The emulated SMS gateway's inbox (its side of the world: a real gateway sends real messages).
  await db.schema
    .createTable('sms_emulated_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sms_emulated_phone_idx').on('sms_emulated_messages').columns(['phone', 'created_at']).execute();

  // The emulated messaging app's face verifications (JS-SDK face verify and the cloud detect page).
  await db.schema
    .createTable('wx_face_verifications')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('idcard', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('verify_result', 'text', (c) => c.unique())
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('wx_face_openid_idx').on('wx_face_verifications').columns(['openid', 'created_at']).execute();

  // Our record of a passed face check: what may mark a user real-name verified, once.
  await db.schema
    .createTable('face_checks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cardnum', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('face_checks_openid_idx').on('face_checks').columns(['openid', 'verified_at']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply', 'text')
    .addColumn('replied_by', 'text')
    .addColumn('reqseq', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('replied_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('feedback_openid_idx').on('feedback').columns(['openid', 'id']).execute();
  await db.schema.createIndex('feedback_status_idx').on('feedback').columns(['status', 'id']).execute();

  await db.schema
    .createTable('common_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('uuid', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prodefid', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('published_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('articles_list_idx').on('articles').columns(['type', 'status', 'published_at']).execute();
  await db.schema.createIndex('articles_prodefid_idx').on('articles').column('prodefid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['articles', 'common_questions', 'feedback', 'face_checks', 'wx_face_verifications', 'sms_emulated_messages', 'phone_codes']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
