import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/types';

type Executor = Db | Transaction<Database>;

const PUBLIC_COLUMNS = ['id', 'username', 'name', 'roles', 'institution_name', 'institution_code', 'institution_phone', 'disabled_at', 'locked_until', 'totp_confirmed', 'must_change_password', 'created_at'] as const;

// Locked now, by the database's clock (the lock's end was written by it too).
const locked = sql<boolean>`coalesce(locked_until > now(), false)`.as('locked');

/** SQL of the staff accounts; the table's one owner. */
export const staffRepository = {
  /** The account row under a lock: sign-in counts and second-factor steps change only under it. */
  lockByUsername: (trx: Transaction<Database>, username: string) =>
    trx.selectFrom('staff_accounts').selectAll().where('username', '=', username).forUpdate().executeTakeFirst(),

  lockById: (trx: Transaction<Database>, id: string) => trx.selectFrom('staff_accounts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  list: (db: Executor) => db.selectFrom('staff_accounts').select([...PUBLIC_COLUMNS, locked]).orderBy('created_at').orderBy('username').execute(),

  findPublic: (db: Executor, id: string) => db.selectFrom('staff_accounts').select([...PUBLIC_COLUMNS, locked]).where('id', '=', id).executeTakeFirst(),

  insert: (db: Executor, account: { username: string; name: string; password_hash: string; roles: string[]; institution_name?: string | null; institution_code?: string | null; institution_phone?: string | null }) =>
    db
      .insertInto('staff_accounts')
      .values(account)
      .onConflict((oc) => oc.column('username').doNothing())
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirst(),

  recordFailure: (trx: Transaction<Database>, id: string, failedAttempts: number, lockedUntil: Date | null) =>
    trx.updateTable('staff_accounts').set({ failed_attempts: failedAttempts, locked_until: lockedUntil }).where('id', '=', id).execute(),

  clearFailures: (trx: Transaction<Database>, id: string) =>
    trx.updateTable('staff_accounts').set({ failed_attempts: 0, locked_until: null }).where('id', '=', id).execute(),

  setTotpSecret: (trx: Transaction<Database>, id: string, secret: string) =>
    trx.updateTable('staff_accounts').set({ totp_secret: secret }).where('id', '=', id).execute(),

  confirmTotpStep: (trx: Transaction<Database>, id: string, step: number) =>
    trx.updateTable('staff_accounts').set({ totp_confirmed: true, totp_last_step: step, failed_attempts: 0, locked_until: null }).where('id', '=', id).execute(),

  setRoles: (trx: Transaction<Database>, id: string, roles: string[]) => trx.updateTable('staff_accounts').set({ roles }).where('id', '=', id).execute(),

  setInstitutionPhone: (trx: Transaction<Database>, id: string, phone: string | null) => trx.updateTable('staff_accounts').set({ institution_phone: phone }).where('id', '=', id).execute(),

  /**
   * The contact phones of an institution's enabled partner accounts, each once: where its
   * confirmation requests are texted (docs/decisions/0079).
   */
  institutionPhones: async (db: Executor, creditCode: string) =>
    (
      await db
        .selectFrom('staff_accounts')
        .select('institution_phone')
        .distinct()
        .where('institution_code', '=', creditCode)
        .where('institution_phone', 'is not', null)
        .where('disabled_at', 'is', null)
        .execute()
    ).map((row) => row.institution_phone!),

  /**
   * A new password (docs/decisions/0092): a reset's one-time one, which must be changed at the next
   * sign-in (and lifts a lock), or the member's own, which ends that requirement.
   */
  setPassword: (trx: Transaction<Database>, id: string, passwordHash: string, oneTime: boolean) =>
    trx
      .updateTable('staff_accounts')
      .set({ password_hash: passwordHash, must_change_password: oneTime, one_time_used_at: null, ...(oneTime ? { failed_attempts: 0, locked_until: null } : {}) })
      .where('id', '=', id)
      .execute(),

  /** The one-time password signed in: it signs in no more. */
  spendOneTime: (trx: Transaction<Database>, id: string) => trx.updateTable('staff_accounts').set({ one_time_used_at: sql`now()` }).where('id', '=', id).execute(),

  setDisabled: (trx: Transaction<Database>, id: string, at: Date | null) => trx.updateTable('staff_accounts').set({ disabled_at: at }).where('id', '=', id).execute(),
};
