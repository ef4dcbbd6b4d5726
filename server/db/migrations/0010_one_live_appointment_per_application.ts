import { sql, type Kysely } from 'kysely';

/**
 * One application holds at most one live appointment (issue 18, docs/decisions/0037), kept by the
 * database like the one-per-phone-and-day rule: a partial unique index on the application number
 * of live orders. Orders that already broke the rule (a revoked application submitted again and
 * booked again) keep their earliest live order; the later ones are cancelled and their places freed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    with extra as (
      update appointment_orders o set status = 'cancelled', cancelled_at = now()
      where o.status = 'booked' and o.wlsh is not null and exists (
        select 1 from appointment_orders e
        where e.wlsh = o.wlsh and e.status = 'booked' and (e.created_at, e.id) < (o.created_at, o.id))
      returning o.time_id)
    update appointment_slots s set count_num = s.count_num - freed.n
    from (select time_id, count(*)::int as n from extra group by time_id) freed
    where s.time_id = freed.time_id`.execute(db);
  await sql`create unique index appointment_orders_one_live_per_application on appointment_orders (wlsh) where status = 'booked' and wlsh is not null`.execute(db);
}
