import { sql, type Kysely } from 'kysely';

/**
 * Appointment order ids are random (issue 18): they were a bigserial, so anyone could walk the
 * numbers next to their own, and a 403 told them which belonged to someone (the refusal is now a
 * 404 too, docs/decisions/0036). Orders already stored get random ids as well, so no order keeps
 * a number that says how many were booked before it; a slip opened from an old address asks the
 * citizen to open it again from the records list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointment_orders alter column id drop default`.execute(db);
  await sql`alter table appointment_orders alter column id type text using id::text`.execute(db);
  await sql`drop sequence if exists appointment_orders_id_seq`.execute(db);
  await sql`update appointment_orders set id = gen_random_uuid()::text`.execute(db);
  await sql`alter table appointment_orders alter column id set default gen_random_uuid()::text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table appointment_orders alter column id drop default`.execute(db);
  await sql`create sequence appointment_orders_id_seq owned by appointment_orders.id`.execute(db);
  await sql`update appointment_orders o set id = n.id from (select id as old, nextval('appointment_orders_id_seq')::text as id from appointment_orders order by created_at) n where o.id = n.old`.execute(db);
  await sql`alter table appointment_orders alter column id type bigint using id::bigint`.execute(db);
  await sql`alter table appointment_orders alter column id set default nextval('appointment_orders_id_seq')`.execute(db);
}
