import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import { testWorkflow } from '../../../engine/workflow/testWorkflow';
import type { Db } from '../../db/database';
import type { DomainRefusal } from '../../domain/refusal';
import { createSignInService } from './signInService';
import { base32Encode, totpCode, totpStep } from './totp';

// The account's stores, faked: the rules under test are the service's answers (its refusals, and
// whether a sign-in asks for a second factor), not the SQL.
const store = vi.hoisted(() => ({
  account: undefined as undefined | Record<string, unknown>,
  passwordMatches: true,
  failures: [] as unknown[][],
  cleared: 0,
  sessions: [] as unknown[][],
  audited: [] as unknown[],
}));
vi.mock('../shared/staffRepository', () => ({
  staffRepository: {
    lockByUsername: async () => store.account,
    lockById: async () => store.account,
    recordFailure: async (_trx: unknown, ...args: unknown[]) => void store.failures.push(args),
    clearFailures: async () => void store.cleared++,
    setTotpSecret: async () => undefined,
    confirmTotpStep: async () => undefined,
  },
}));
vi.mock('../shared/staffSessionRepository', () => ({
  staffSessionRepository: { insert: async (_trx: unknown, ...args: unknown[]) => void store.sessions.push(args), verify: async () => undefined },
}));
vi.mock('../shared/audit', () => ({ audit: { record: async (_trx: unknown, _actor: unknown, entry: unknown) => void store.audited.push(entry) } }));
vi.mock('./staffPassword', () => ({ verifyStaffPassword: async () => store.passwordMatches }));

const NOW = 1_800_000_000_000;
const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const db = { transaction: () => ({ execute: (work: (trx: unknown) => unknown) => work({}) }) } as unknown as Db;
// Who needs a second factor is the configuration's word: here an "auditor", not today's system_admin.
const workflow: WorkflowConfig = { ...testWorkflow, staff: { roles: { auditor: {} }, pages: { audit: ['auditor'] }, secondFactor: ['auditor'] } };
const service = createSignInService(db, () => workflow, () => NOW);
const session = { id: 's1', username: 'wang', roles: ['auditor'], tokenHash: 'h' };
const signIn = () => service.signIn({ username: 'wang', password: 'right-password-1', ip: '' });
const refusalOf = async (work: Promise<unknown>) => work.then(() => undefined, (error: unknown) => error as DomainRefusal<string>);
const inStaffWords = (kind: string, reason: string, minutes = 15) => ({ kind, reason, params: { minutes, times: 5 }, extras: { catalogue: 'staff' } });

beforeEach(() => {
  store.account = { id: 's1', username: 'wang', roles: ['reviewer'], failed_attempts: 0, locked_until: null, disabled_at: null, totp_secret: SECRET, totp_confirmed: true, totp_last_step: null };
  store.passwordMatches = true;
  store.failures = [];
  store.cleared = 0;
  store.sessions = [];
  store.audited = [];
});

describe('signInService.signIn', () => {
  it('refuses a wrong password, an unknown name, a locked or a disabled account alike, in the staff words, counting only a wrong password', async () => {
    store.passwordMatches = false;
    expect(await refusalOf(signIn())).toMatchObject(inStaffWords('unauthenticated', 'staff.signInFailed'));
    expect(store.failures).toEqual([['s1', 1, null]]);
    store.passwordMatches = true;
    for (const account of [undefined, { ...store.account, locked_until: new Date(NOW + 60_000) }, { ...store.account, disabled_at: new Date(NOW) }]) {
      store.account = account;
      expect(await refusalOf(signIn())).toMatchObject(inStaffWords('unauthenticated', 'staff.signInFailed'));
    }
    expect(store.failures).toHaveLength(1);
    expect(store.sessions).toEqual([]);
  });

  it('locks the account at the fifth failure in a row', async () => {
    store.passwordMatches = false;
    store.account = { ...store.account, failed_attempts: 4 };
    expect(await refusalOf(signIn())).toMatchObject({ reason: 'staff.signInFailed' });
    expect(store.failures).toEqual([['s1', 0, new Date(NOW + 15 * 60_000)]]);
  });

  it('asks for a second factor of the roles the configuration names, and of no other', async () => {
    expect(await signIn()).toMatchObject({ step: { next: 'done' } });
    expect(store.sessions.at(-1)).toEqual([expect.any(String), 's1', true]);
    expect(store.cleared).toBe(1);
    store.account = { ...store.account, roles: ['reviewer', 'auditor'] };
    expect(await signIn()).toMatchObject({ step: { next: 'totp' } });
    expect(store.sessions.at(-1)).toEqual([expect.any(String), 's1', false]);
    store.account = { ...store.account, totp_secret: null, totp_confirmed: false };
    expect(await signIn()).toMatchObject({ step: { next: 'enrol', otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//) } });
  });
});

describe('signInService.confirmCode', () => {
  it('takes the right code once', async () => {
    await service.confirmCode(session, totpCode(SECRET, totpStep(NOW)), '');
    expect(store.audited).toEqual([{ action: 'signIn', after: { secondFactor: true, enrolled: false } }]);
  });

  it('refuses a wrong code as invalid, the fifth in a row as too many (locked for 15 minutes), and a locked account with the minutes left', async () => {
    const wrong = totpCode(SECRET, totpStep(NOW) + 5);
    expect(await refusalOf(service.confirmCode(session, wrong, ''))).toMatchObject(inStaffWords('invalid', 'staff.totpWrong'));
    store.account = { ...store.account, failed_attempts: 4 };
    expect(await refusalOf(service.confirmCode(session, wrong, ''))).toMatchObject(inStaffWords('tooMany', 'staff.locked'));
    store.account = { ...store.account, locked_until: new Date(NOW + 6.5 * 60_000) };
    expect(await refusalOf(service.confirmCode(session, totpCode(SECRET, totpStep(NOW)), ''))).toMatchObject(inStaffWords('tooMany', 'staff.locked', 7));
  });

  it('refuses a session whose account has no authenticator to confirm as not signed in', async () => {
    store.account = { ...store.account, totp_secret: null };
    expect(await refusalOf(service.confirmCode(session, '123456', ''))).toMatchObject(inStaffWords('unauthenticated', 'staff.signInFailed'));
  });
});
