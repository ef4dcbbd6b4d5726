import type { Db } from '../../db/database';

/** The orders the reminders read (appointments owns appointment_orders): SQL only. */
export function createReminderRepository(db: Db) {
  return {
    /** Live bookings of one day, with what their reminder says. */
    liveOrdersOn: (calendar: string) =>
      db
        .selectFrom('appointment_orders as o')
        .innerJoin('appointment_slots as s', 's.time_id', 'o.time_id')
        .innerJoin('appointment_processes as p', 'p.process_id', 's.process_id')
        .innerJoin('appointment_areas as a', 'a.area_id', 'p.area_id')
        .select(['o.id', 'o.openid', 'o.serial', 'o.calendar', 'o.wlsh', 's.time_name', 'p.process_name', 'a.area_name'])
        .where('o.calendar', '=', calendar)
        .where('o.status', '=', 'booked')
        .execute(),
    /** True while the order is booked (a reminder is checked again when it goes). */
    isLive: async (id: string) => Boolean(await db.selectFrom('appointment_orders').select('id').where('id', '=', id).where('status', '=', 'booked').executeTakeFirst()),
  };
}
