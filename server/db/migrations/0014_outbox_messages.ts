import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: the outbox of messages to citizens, their consent to the platform's subscription
 * messages, and the emulated platform's inbox of them (docs/decisions/0049).
 * - outbox_events: one row per thing a citizen is told (booking made, reminder, application
 *   accepted...), written in the transaction of the change that causes it. `event_key` names the
 *   event so enqueueing it twice (two reminder passes, a retried request) adds nothing.
 * - outbox_deliveries: one row per event and channel, the job the delivery worker claims
 *   (select … for update skip locked, a lease and worker_heartbeats as the query queue does).
 *   `idempotency_key` travels with the message so a retry after a lost answer is not sent twice.
 * - message_consents: templates a citizen agreed to receive on the messaging platform.
 * - wx_emulated_subscribe_messages, and a key on sms_emulated_messages: the emulated channels keep
 *   one message per key, as a gateway honouring the key would.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox_events')
    .addColumn('id', 'text', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('event_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('params', 'jsonb', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The message centre lists one citizen's messages, newest first.
  await db.schema.createIndex('outbox_events_openid_idx').on('outbox_events').columns(['openid', 'created_at desc']).execute();

  await db.schema
    .createTable('outbox_deliveries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('outbox_events.id').onDelete('cascade'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_deliveries_event_idx').on('outbox_deliveries').column('event_id').execute();
  // The worker's claim reads only unfinished deliveries; the admin's list only dead ones.
  await sql`create index outbox_deliveries_due_idx on outbox_deliveries (next_attempt_at) where state in ('pending', 'sending')`.execute(db);
  await sql`create index outbox_deliveries_dead_idx on outbox_deliveries (created_at) where state = 'dead'`.execute(db);

  await db.schema
    .createTable('message_consents')
    .addColumn('openid', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('message_consents_pk', ['openid', 'template_id'])
    .execute();

  await db.schema
    .createTable('wx_emulated_subscribe_messages')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('touser', 'text', (c) => c.notNull())
    .addColumn('template_id', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('wx_emulated_subscribe_messages_touser_idx').on('wx_emulated_subscribe_messages').columns(['touser', 'id']).execute();

  await db.schema.alterTable('sms_emulated_messages').addColumn('idempotency_key', 'text', (c) => c.unique()).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sms_emulated_messages').dropColumn('idempotency_key').execute();
  for (const table of ['wx_emulated_subscribe_messages', 'message_consents', 'outbox_deliveries', 'outbox_events']) await db.schema.dropTable(table).ifExists().execute();
}
