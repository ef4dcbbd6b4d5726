import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database, StaffAccountTable } from '../db/types';
import { HttpError } from '../http/httpError';
import type { StaffTranslate as Translate } from './staffMessages';
import { audit, type AuditActor } from './audit';
import { institutionRefusal, type InstitutionInput, type StaffRole } from './roles';
import { staffRepository } from './staffRepository';
import { staffSessionRepository } from './staffSessionRepository';
import { hashStaffPassword, isAcceptableStaffPassword } from './staffPassword';

export interface NewStaff {
  username: string;
  name: string;
  password: string;
  roles: StaffRole[];
  /** A partner's bank or company; none for registry staff. */
  institution?: InstitutionInput | null;
}

const institutionOf = (account: { institution_name: string | null; institution_code: string | null }) =>
  account.institution_name && account.institution_code ? { name: account.institution_name, creditCode: account.institution_code } : null;

/**
 * The system admin's work on staff accounts (docs/decisions/0048): create, assign roles, disable
 * and enable, unlock (docs/decisions/0059). Each change and its audit entry (before and after) commit in one transaction, under
 * the account row's lock. An admin cannot disable themself or drop their own admin role, so the
 * last admin cannot lock everyone out by a slip. A partner account (docs/decisions/0056) names its
 * institution and holds the partner role alone; its institution is set when it is created.
 */
export function createStaffAdminService(db: Db) {
  async function create(actor: AuditActor, input: NewStaff, tr: Translate) {
    const roles = [...new Set(input.roles)];
    const institution = input.institution ? { name: input.institution.name, creditCode: input.institution.creditCode.toUpperCase() } : null;
    const refusal = institutionRefusal(roles, institution);
    if (refusal) throw new HttpError(400, tr(refusal));
    if (!isAcceptableStaffPassword(input.password)) throw new HttpError(400, tr('staff.passwordRule'));
    const passwordHash = await hashStaffPassword(input.password);
    const created = await db.transaction().execute(async (trx) => {
      const row = await staffRepository.insert(trx, {
        username: input.username,
        name: input.name,
        password_hash: passwordHash,
        roles,
        institution_name: institution?.name ?? null,
        institution_code: institution?.creditCode ?? null,
      });
      if (row) await audit.record(trx, actor, { action: 'staff.create', target: row.username, after: { name: row.name, roles: row.roles, ...(institution && { institution }) } });
      return row;
    });
    if (!created) throw new HttpError(409, tr('staff.usernameTaken'));
    return created;
  }

  /** Runs a change on one account under its row lock; 404 when there is no such account. */
  async function change(id: string, tr: Translate, apply: (trx: Transaction<Database>, account: Selectable<StaffAccountTable>) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      const account = await staffRepository.lockById(trx, id);
      if (!account) throw new HttpError(404, tr('staff.notFound'));
      await apply(trx, account);
    });
    return staffRepository.findPublic(db, id);
  }

  return {
    list: () => staffRepository.list(db),
    create,

    setRoles: (actor: AuditActor, id: string, roles: StaffRole[], tr: Translate) =>
      change(id, tr, async (trx, account) => {
        const next = [...new Set(roles)];
        if (id === actor.id && !next.includes('system_admin')) throw new HttpError(400, tr('staff.keepOwnAdmin'));
        const refusal = institutionRefusal(next, institutionOf(account));
        if (refusal) throw new HttpError(400, tr(refusal));
        await staffRepository.setRoles(trx, id, next);
        await audit.record(trx, actor, { action: 'staff.roles', target: account.username, before: { roles: account.roles }, after: { roles: next } });
      }),

    setDisabled: (actor: AuditActor, id: string, disabled: boolean, tr: Translate) =>
      change(id, tr, async (trx, account) => {
        if (id === actor.id) throw new HttpError(400, tr('staff.keepOwnAdmin'));
        await staffRepository.setDisabled(trx, id, disabled ? new Date() : null);
        // A disabled account's sessions end now, not at their idle timeout.
        if (disabled) await staffSessionRepository.removeForStaff(trx, id);
        await audit.record(trx, actor, { action: disabled ? 'staff.disable' : 'staff.enable', target: account.username, before: { disabled: account.disabled_at !== null }, after: { disabled } });
      }),

    /** Lifts a lock (and the run of failures before it) at once, rather than after its 15 minutes. */
    unlock: (actor: AuditActor, id: string, tr: Translate) =>
      change(id, tr, async (trx, account) => {
        const before = { lockedUntil: account.locked_until, failedAttempts: account.failed_attempts };
        await staffRepository.clearFailures(trx, id);
        await audit.record(trx, actor, { action: 'staff.unlock', target: account.username, before, after: { lockedUntil: null, failedAttempts: 0 } });
      }),
  };
}
