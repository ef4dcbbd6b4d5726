import { sql, type Kysely } from 'kysely';

/**
 * Appointments (spec 001 sections 2.7 to 2.10, 3 and 7.2, 7.3): registration centres and their
 * businesses, the calendar of each centre (holidays included, so a closed day can be shown and
 * refused), the time slots of every business on every working day with their places, and the
 * bookings of both variants and of the queue system in one table.
 *
 * The two rules that must hold under any number of server processes are constraints here, not
 * reads in the code (docs/decisions/0029): a slot's count never passes its maximum (CHECK, and the
 * booking's conditional UPDATE), and one phone holds one live booking per calendar day (a partial
 * unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('appointment_areas')
    .addColumn('area_id', 'text', (c) => c.primaryKey())
    .addColumn('area_name', 'text', (c) => c.notNull())
    .addColumn('xzqdm', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('worktime', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', sql`numeric(9,6)`)
    .addColumn('lng', sql`numeric(9,6)`)
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('appointment_areas_xzqdm_idx').on('appointment_areas').columns(['xzqdm', 'sort']).execute();

  await db.schema
    .createTable('appointment_processes')
    .addColumn('process_id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull().references('appointment_areas.area_id').onDelete('cascade'))
    .addColumn('process_name', 'text', (c) => c.notNull())
    .addColumn('djlx', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('appointment_processes_area_idx').on('appointment_processes').columns(['area_id', 'sort']).execute();

  await db.schema
    .createTable('appointment_calendars')
    .addColumn('calendar_id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull().references('appointment_areas.area_id').onDelete('cascade'))
    .addColumn('calendar', 'text', (c) => c.notNull()) // YYYY-MM-DD, China time: no driver turns it into a local midnight
    // Which set of slots the day has: 1 a full day, 2 a morning only (the eve of a holiday).
    .addColumn('time_class', 'text', (c) => c.notNull())
    .addColumn('holiday', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('appointment_calendars_area_day', ['area_id', 'calendar'])
    .execute();

  await db.schema
    .createTable('appointment_slots')
    .addColumn('time_id', 'text', (c) => c.primaryKey())
    .addColumn('calendar_id', 'text', (c) => c.notNull().references('appointment_calendars.calendar_id').onDelete('cascade'))
    .addColumn('process_id', 'text', (c) => c.notNull().references('appointment_processes.process_id').onDelete('cascade'))
    .addColumn('time_class', 'text', (c) => c.notNull())
    .addColumn('time_name', 'text', (c) => c.notNull())
    // China time of day the slot starts: booking and cancelling close a set time before it.
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('max_num', 'integer', (c) => c.notNull())
    .addColumn('count_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('appointment_slots_within_max', sql`count_num >= 0 and count_num <= max_num`)
    .addUniqueConstraint('appointment_slots_one_per_time', ['calendar_id', 'process_id', 'time_name'])
    .execute();

  await db.schema
    .createTable('appointment_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('serial', 'text', (c) => c.notNull().unique())
    .addColumn('openid', 'text', (c) => c.notNull())
    // 'wlsh' with an application number, 'nosh' without, 'apm' the single-page variant, 'callnum' the queue system.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('time_id', 'text', (c) => c.notNull().references('appointment_slots.time_id'))
    .addColumn('calendar', 'text', (c) => c.notNull()) // YYYY-MM-DD, China time: no driver turns it into a local midnight
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('wlsh', 'text')
    .addColumn('djlx', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('xzqdm', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    // 'booked' or 'cancelled'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('booked'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('appointment_orders_owner_idx').on('appointment_orders').columns(['openid', 'created_at']).execute();
  await db.schema.createIndex('appointment_orders_wlsh_idx').on('appointment_orders').columns(['wlsh']).execute();
  // One phone, one live booking per calendar day, whatever the process that writes it.
  await sql`create unique index appointment_orders_phone_day on appointment_orders (phone, calendar) where status = 'booked'`.execute(db);

  // Forms and guides citizens download (getZlxzList, index_download by alias).
  await db.schema
    .createTable('download_files')
    .addColumn('file_alias', 'text', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('xzqdm', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('download_files_xzqdm_idx').on('download_files').columns(['xzqdm', 'sort']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['download_files', 'appointment_orders', 'appointment_slots', 'appointment_calendars', 'appointment_processes', 'appointment_areas']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
