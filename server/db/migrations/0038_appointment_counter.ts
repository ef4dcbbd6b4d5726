import { sql, type Kysely } from 'kysely';

/**
 * Issue 32, docs/decisions/0096: the counter's check-in and the centre's queue calls.
 * - arrived_at / arrived_by: when and by whom a booking was checked in at the counter (a booking
 *   still 'booked' without it after its slot ended is a no-show, computed, never swept).
 * - queue_no: the number handed at check-in, per centre and day (taken under the day's row lock).
 * - queue_state: 'waiting', 'serving', 'done' or 'skipped' once checked in; calls: times announced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointment_orders')
    .addColumn('arrived_at', 'timestamptz')
    .addColumn('arrived_by', 'text')
    .addColumn('queue_no', 'integer')
    .addColumn('queue_state', 'text')
    .addColumn('called_at', 'timestamptz')
    .addColumn('calls', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The day's bookings (the counter's table, the queue) are listed by day, then narrowed to a centre.
  await db.schema.createIndex('appointment_orders_day_idx').on('appointment_orders').columns(['calendar', 'time_id']).execute();
  await sql`create index appointment_orders_queue_idx on appointment_orders (calendar, queue_state, queue_no) where queue_no is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointment_orders_queue_idx').execute();
  await db.schema.dropIndex('appointment_orders_day_idx').execute();
  await db.schema
    .alterTable('appointment_orders')
    .dropColumn('calls')
    .dropColumn('called_at')
    .dropColumn('queue_state')
    .dropColumn('queue_no')
    .dropColumn('arrived_by')
    .dropColumn('arrived_at')
    .execute();
}
