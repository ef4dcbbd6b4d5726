import type { Selectable, Transaction } from 'kysely';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { pagesFor } from '../../../engine/workflow/pagesFor';
import type { Db } from '../../db/database';
import type { Database, StaffAccountTable } from '../../db/types';
import { refuseStaff } from '../../domain/refusal';
import { maskPhone } from '../../../engine/masking/maskPhone';
import { audit, type AuditActor } from '../shared/audit';
import { institutionRefusal, type InstitutionInput } from '../shared/roles';
import { staffRepository } from '../shared/staffRepository';
import { staffSessionRepository } from '../shared/staffSessionRepository';
import { ACCOUNTS_PAGE } from './staffPages';
import { hashStaffPassword, staffPasswordRefusal } from './staffPassword';
import { oneTimePassword } from './oneTimePassword';

export interface NewStaff {
  username: string;
  name: string;
  password: string;
  roles: string[];
  /** A partner's bank or company; none for registry staff. */
  institution?: InstitutionInput | null;
}

/** An account as the admin's answers show it: the institution's contact phone masked (it is no one's own form here). */
const shown = <T extends { institution_phone: string | null }>(account: T): T => ({ ...account, institution_phone: account.institution_phone && maskPhone(account.institution_phone) });

const institutionOf = (account: { institution_name: string | null; institution_code: string | null }) =>
  account.institution_name && account.institution_code ? { name: account.institution_name, creditCode: account.institution_code } : null;

/**
 * The system admin's work on staff accounts (docs/decisions/0048): create, assign roles, disable
 * and enable, unlock (docs/decisions/0059). Each change and its audit entry (before and after)
 * commit in one transaction, under the account row's lock. An admin cannot disable themself or drop
 * their own way to this page (every role the workflow's configuration opens the accounts page to,
 * docs/decisions/0076), so the last admin cannot lock everyone out by a slip. A partner account
 * (docs/decisions/0056) names its institution and holds the partner role alone; its institution is
 * set when it is created. Refusals are worded from the staff catalogue (docs/decisions/0067).
 */
export function createStaffAdminService(db: Db, workflow: () => WorkflowConfig) {
  async function create(actor: AuditActor, input: NewStaff) {
    const roles = [...new Set(input.roles)];
    // The contact phone only when given: the audit entry of an account without one stays as it was.
    const given = input.institution;
    const institution = given ? { name: given.name, creditCode: given.creditCode.toUpperCase(), ...(given.phone ? { phone: given.phone } : {}) } : null;
    const refusal = institutionRefusal(roles, institution);
    if (refusal) refuseStaff('invalid', refusal);
    const passwordRefused = staffPasswordRefusal(input.password);
    if (passwordRefused) refuseStaff('invalid', passwordRefused);
    const passwordHash = await hashStaffPassword(input.password);
    const created = await db.transaction().execute(async (trx) => {
      const row = await staffRepository.insert(trx, {
        username: input.username,
        name: input.name,
        password_hash: passwordHash,
        roles,
        institution_name: institution?.name ?? null,
        institution_code: institution?.creditCode ?? null,
        institution_phone: institution?.phone ?? null,
      });
      if (row) await audit.record(trx, actor, { action: 'staff.create', target: row.username, after: { name: row.name, roles: row.roles, ...(institution && { institution }) } });
      return row;
    });
    if (!created) refuseStaff('conflict', 'staff.usernameTaken');
    return shown(created);
  }

  /** Runs a change on one account under its row lock; refused when there is no such account. */
  async function change(id: string, apply: (trx: Transaction<Database>, account: Selectable<StaffAccountTable>) => Promise<void>) {
    await db.transaction().execute(async (trx) => {
      const account = await staffRepository.lockById(trx, id);
      if (!account) refuseStaff('notFound', 'staff.notFound');
      await apply(trx, account);
    });
    const account = await staffRepository.findPublic(db, id);
    return account && shown(account);
  }

  return {
    list: async () => (await staffRepository.list(db)).map(shown),
    create,

    setRoles: (actor: AuditActor, id: string, roles: string[]) =>
      change(id, async (trx, account) => {
        const next = [...new Set(roles)];
        if (id === actor.id && !pagesFor(workflow(), next).includes(ACCOUNTS_PAGE)) refuseStaff('invalid', 'staff.keepOwnAdmin');
        const refusal = institutionRefusal(next, institutionOf(account));
        if (refusal) refuseStaff('invalid', refusal);
        await staffRepository.setRoles(trx, id, next);
        await audit.record(trx, actor, { action: 'staff.roles', target: account.username, before: { roles: account.roles }, after: { roles: next } });
      }),

    setDisabled: (actor: AuditActor, id: string, disabled: boolean) =>
      change(id, async (trx, account) => {
        if (id === actor.id) refuseStaff('invalid', 'staff.keepOwnAdmin');
        await staffRepository.setDisabled(trx, id, disabled ? new Date() : null);
        // A disabled account's sessions end now, not at their idle timeout.
        if (disabled) await staffSessionRepository.removeForStaff(trx, id);
        await audit.record(trx, actor, { action: disabled ? 'staff.disable' : 'staff.enable', target: account.username, before: { disabled: account.disabled_at !== null }, after: { disabled } });
      }),

    /** Sets (or clears) a partner institution's contact phone on one of its accounts: where its confirmation requests are texted (docs/decisions/0079). */
    setInstitutionPhone: (actor: AuditActor, id: string, phone: string | null) =>
      change(id, async (trx, account) => {
        const institution = institutionOf(account);
        if (!institution) refuseStaff('invalid', 'staff.institutionOnlyPartner');
        const refusal = institutionRefusal(account.roles, { ...institution, phone });
        if (refusal) refuseStaff('invalid', refusal);
        await staffRepository.setInstitutionPhone(trx, id, phone);
        await audit.record(trx, actor, { action: 'staff.institutionPhone', target: account.username, before: { phone: account.institution_phone }, after: { phone } });
      }),

    /**
     * A one-time password for a member who lost theirs (docs/decisions/0092), shown once to the admin
     * and never stored but hashed: it signs in once, and that sign-in must change it before anything
     * else. It lifts a lock and ends every session of the member. Not for the admin's own account
     * (they change their own password, knowing the current one).
     */
    async resetPassword(actor: AuditActor, id: string) {
      if (id === actor.id) refuseStaff('invalid', 'staff.resetOwn');
      const password = oneTimePassword();
      const passwordHash = await hashStaffPassword(password);
      const account = await change(id, async (trx, found) => {
        await staffRepository.setPassword(trx, id, passwordHash, true);
        await staffSessionRepository.removeForStaff(trx, id);
        const before = { mustChange: found.must_change_password, lockedUntil: found.locked_until, failedAttempts: found.failed_attempts };
        await audit.record(trx, actor, { action: 'staff.passwordReset', target: found.username, before, after: { mustChange: true, lockedUntil: null, failedAttempts: 0 } });
      });
      return { account: account!, oneTimePassword: password };
    },

    /** Lifts a lock (and the run of failures before it) at once, rather than after its 15 minutes. */
    unlock: (actor: AuditActor, id: string) =>
      change(id, async (trx, account) => {
        const before = { lockedUntil: account.locked_until, failedAttempts: account.failed_attempts };
        await staffRepository.clearFailures(trx, id);
        await audit.record(trx, actor, { action: 'staff.unlock', target: account.username, before, after: { lockedUntil: null, failedAttempts: 0 } });
      }),
  };
}
