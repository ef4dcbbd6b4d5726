import crypto from 'node:crypto';
import QRCode from 'qrcode';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Db } from '../../db/database';
import { refuseStaff, type RefusalKind } from '../../domain/refusal';
import { hashToken } from '../../sessions/sessionService';
import { audit } from '../shared/audit';
import { needsSecondFactor } from '../shared/roles';
import { staffRepository } from '../shared/staffRepository';
import { staffSessionRepository } from '../shared/staffSessionRepository';
import { hashStaffPassword, staffPasswordRefusal, verifyStaffPassword } from './staffPassword';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

/** Five failures in a row (passwords or second-factor codes, until a whole sign-in) lock the account for 15 minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;
const ISSUER = '不动产登记服务大厅';

type Outcome<T> = { ok: true; value: T } | { ok: false; kind: RefusalKind; key: 'staff.signInFailed' | 'staff.locked' | 'staff.totpWrong' | 'staff.passwordWrong' | 'staff.passwordSame' | 'staff.notFound'; minutes?: number };

/**
 * The one answer to a password step that does not sign in: an unknown name, a wrong password, a
 * locked or a disabled account alike (docs/decisions/0059), so no answer tells a real name from a
 * made-up one. Its text names the lock and the admin who lifts it, for the member it concerns.
 */
const REFUSED: Outcome<never> = { ok: false, kind: 'unauthenticated', key: 'staff.signInFailed' };

/** What the browser does next: nothing (signed in), type a code, or enrol an authenticator first. */
export type SignInStep = import('../../../engine/contract/staff/session').SignInStep;

const minutesLeft = (until: Date, at: number) => Math.max(1, Math.ceil((until.getTime() - at) / 60_000));

/**
 * Staff sign-in (docs/decisions/0048, 0059). Each attempt reads and changes the account's failure count
 * in one transaction under the account row's lock, so racing wrong passwords are counted one after
 * another and the sixth finds the account locked. Every attempt is audited, refused ones included.
 * Answers are decided inside the transaction and refusals thrown after it commits (a throw inside
 * would roll the count back). Which roles need a second factor is the workflow's configuration
 * (its staff section, docs/decisions/0076), read at each sign-in.
 */
export function createSignInService(db: Db, workflow: () => WorkflowConfig, now = () => Date.now()) {
  /** The value, or the refusal in the staff's words (the lock's length and the failures it takes among its parameters). */
  function settle<T>(outcome: Outcome<T>): T {
    if (outcome.ok) return outcome.value;
    return refuseStaff(outcome.kind, outcome.key, { minutes: outcome.minutes ?? LOCK_MINUTES, times: LOCK_AFTER_FAILURES });
  }

  /** A failure counted under the row lock; the one that reaches the limit locks the account. */
  async function countFailure(trx: Parameters<typeof staffRepository.recordFailure>[0], account: { id: string; failed_attempts: number }, at: number) {
    const failures = account.failed_attempts + 1;
    const locks = failures >= LOCK_AFTER_FAILURES;
    await staffRepository.recordFailure(trx, account.id, locks ? 0 : failures, locks ? new Date(at + LOCK_MINUTES * 60_000) : null);
    return locks;
  }

  return {
    async signIn(input: { username: string; password: string; ip: string }): Promise<{ token: string; step: SignInStep }> {
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome<{ token: string; step: SignInStep }>> => {
        const at = now();
        const account = await staffRepository.lockByUsername(trx, input.username);
        const actor = { id: account?.id ?? null, username: input.username, roles: account?.roles ?? [], ip: input.ip };
        // Checked even for a locked account, so a locked name takes as long as any other.
        const matches = await verifyStaffPassword(account?.password_hash, input.password);
        if (account?.locked_until && account.locked_until.getTime() > at) {
          // Not counted: a locked account's lock is not made longer by anyone who tries its name.
          await audit.record(trx, actor, { action: 'signIn.locked' });
          return REFUSED;
        }
        // A reset's one-time password signs in once (docs/decisions/0092); after that only a new reset opens the account.
        if (account && matches && account.must_change_password && account.one_time_used_at) {
          await audit.record(trx, actor, { action: 'signIn.failed', after: { reason: 'oneTimeSpent', locked: false } });
          return REFUSED;
        }
        if (!account || !matches || account.disabled_at) {
          const locked = account && !matches ? await countFailure(trx, account, at) : false;
          await audit.record(trx, actor, { action: 'signIn.failed', after: { reason: !account ? 'unknownUser' : !matches ? 'wrongPassword' : 'disabled', locked } });
          return REFUSED;
        }
        const secondFactor = needsSecondFactor(workflow(), account.roles);
        const mustChange = account.must_change_password;
        if (mustChange) await staffRepository.spendOneTime(trx, account.id);
        // Only a whole sign-in ends a run of failures: with a second factor to come, wrong codes
        // keep counting across password steps until a right code (confirmTotpStep) clears them.
        if (!secondFactor) await staffRepository.clearFailures(trx, account.id);
        const token = crypto.randomBytes(32).toString('base64url');
        await staffSessionRepository.insert(trx, hashToken(token), account.id, !secondFactor);
        await audit.record(trx, actor, { action: secondFactor ? 'signIn.password' : 'signIn', ...(mustChange ? { after: { oneTimePassword: true } } : {}) });
        if (!secondFactor) return { ok: true, value: { token, step: { next: mustChange ? 'changePassword' : 'done' } } };
        if (account.totp_confirmed && account.totp_secret) return { ok: true, value: { token, step: { next: 'totp' } } };
        // Enrolment: a secret kept until the first code confirms it, shown again on a retried sign-in.
        const secret = account.totp_secret ?? newTotpSecret();
        if (!account.totp_secret) await staffRepository.setTotpSecret(trx, account.id, secret);
        const uri = otpauthUri(ISSUER, account.username, secret);
        return { ok: true, value: { token, step: { next: 'enrol', otpauthUri: uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) } } };
      });
      return settle(outcome);
    },

    /** The second factor of a session that passed its password; a code is taken once (replay refused). */
    async confirmCode(session: { id: string; username: string; roles: string[]; tokenHash: string }, code: string, ip: string): Promise<SignInStep> {
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome<SignInStep>> => {
        const at = now();
        const account = await staffRepository.lockById(trx, session.id);
        const actor = { id: session.id, username: session.username, roles: session.roles, ip };
        if (!account?.totp_secret) return REFUSED;
        if (account.locked_until && account.locked_until.getTime() > at) return { ok: false, kind: 'tooMany', key: 'staff.locked', minutes: minutesLeft(account.locked_until, at) };
        const step = matchTotp(account.totp_secret, code, at, account.totp_last_step === null ? null : Number(account.totp_last_step));
        if (step === undefined) {
          const locked = await countFailure(trx, account, at);
          await audit.record(trx, actor, { action: 'signIn.totpFailed', after: { locked } });
          return locked ? { ok: false, kind: 'tooMany', key: 'staff.locked', minutes: LOCK_MINUTES } : { ok: false, kind: 'invalid', key: 'staff.totpWrong' };
        }
        await staffRepository.confirmTotpStep(trx, account.id, step);
        await staffSessionRepository.verify(trx, session.tokenHash);
        await audit.record(trx, actor, { action: 'signIn', after: { secondFactor: true, enrolled: !account.totp_confirmed } });
        return { ok: true, value: { next: account.must_change_password ? 'changePassword' : 'done' } };
      });
      return settle(outcome);
    },

    /**
     * A member changes their own password (docs/decisions/0092): the current one is asked unless a
     * reset's one-time password signed this session in; a wrong one counts towards the lock as a
     * sign-in's does. The new one keeps the rules, is not a common password nor the current one.
     * Every other session of the member ends; this one stays. Audited, the passwords never written.
     */
    async changePassword(session: { id: string; username: string; roles: string[]; tokenHash: string }, input: { current?: string | undefined; password: string }, ip: string): Promise<{ sessionsEnded: number }> {
      const refusal = staffPasswordRefusal(input.password);
      if (refusal) refuseStaff('invalid', refusal);
      const passwordHash = await hashStaffPassword(input.password);
      const outcome = await db.transaction().execute(async (trx): Promise<Outcome<{ sessionsEnded: number }>> => {
        const at = now();
        const account = await staffRepository.lockById(trx, session.id);
        const actor = { id: session.id, username: session.username, roles: session.roles, ip };
        if (!account) return { ok: false, kind: 'notFound', key: 'staff.notFound' };
        if (account.locked_until && account.locked_until.getTime() > at) return { ok: false, kind: 'tooMany', key: 'staff.locked', minutes: minutesLeft(account.locked_until, at) };
        const forced = account.must_change_password;
        if (!forced && !(await verifyStaffPassword(account.password_hash, input.current ?? ''))) {
          const locked = await countFailure(trx, account, at);
          await audit.record(trx, actor, { action: 'staff.passwordChangeFailed', target: account.username, after: { locked } });
          return locked ? { ok: false, kind: 'tooMany', key: 'staff.locked', minutes: LOCK_MINUTES } : { ok: false, kind: 'invalid', key: 'staff.passwordWrong' };
        }
        if (await verifyStaffPassword(account.password_hash, input.password)) return { ok: false, kind: 'invalid', key: 'staff.passwordSame' };
        await staffRepository.setPassword(trx, account.id, passwordHash, false);
        const sessionsEnded = await staffSessionRepository.removeOthers(trx, account.id, session.tokenHash);
        await audit.record(trx, actor, { action: 'staff.passwordChange', target: account.username, before: { mustChange: forced }, after: { mustChange: false, sessionsEnded } });
        return { ok: true, value: { sessionsEnded } };
      });
      return settle(outcome);
    },

    async signOut(session: { id: string; username: string; roles: string[]; tokenHash: string }, ip: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await staffSessionRepository.remove(trx, session.tokenHash);
        await audit.record(trx, { id: session.id, username: session.username, roles: session.roles, ip }, { action: 'signOut' });
      });
    },
  };
}
