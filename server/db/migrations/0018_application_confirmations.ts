import { sql, type Kysely } from 'kysely';

/**
 * Issue 21, confirmation by every party (docs/decisions/0055).
 * - application_confirmations: one row per party who must confirm an application (its business's
 *   confirmBy), owned by server/features/confirmations. A party confirms by a single-use link
 *   (kept only as its SHA-256: token_hash, cleared when used) or, a company, in the partner system.
 *   `fingerprint` is the application's content when the party confirmed: a confirmation whose
 *   fingerprint no longer matches the application counts as void (derived, never stored), so no
 *   change path can forget to void it. Changes happen under the application's row lock.
 * - outbox_events.phone: an event may name the number its SMS goes to (a party's phone as the
 *   filer entered it, who may have no hall account); without it the citizen's own phone is used.
 * - users_verified_cardnum_idx: a party with a hall account (verified with that ID number) also
 *   gets the request in its message centre.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('application_confirmations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('party_id', 'text', (c) => c.notNull().references('application_parties.id').onDelete('cascade'))
    .addColumn('party_type', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('party_name', 'text', (c) => c.notNull())
    .addColumn('phone_masked', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The signed-in citizen whose face check matched the party's ID number (link confirmations).
    .addColumn('identified_openid', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'text')
    .addColumn('request_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('fingerprint', 'text')
    .addUniqueConstraint('application_confirmations_one_per_party', ['application_id', 'party_id'])
    .execute();

  await db.schema.alterTable('outbox_events').addColumn('phone', 'text').execute();
  // A party with a hall account is told in its message centre too: found by verified ID number.
  await sql`create index users_verified_cardnum_idx on users (cardnum) where real_name_auth`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_verified_cardnum_idx').ifExists().execute();
  await db.schema.alterTable('outbox_events').dropColumn('phone').execute();
  await db.schema.dropTable('application_confirmations').ifExists().execute();
}
