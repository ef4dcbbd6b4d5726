import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeNow, secretOf, signInStaff, StaffClient } from '../support/staffClient';
import { startOwnTestServer } from '../support/ownTestServer';
import { startServerPair } from '../support/serverPair';
import type { Envelope } from '../support/confirmationFixtures';
import { insertApplication, signedInCitizen } from './filingReviewFixtures';
import { registryAccepts } from '../support/registryAccepts';

const PASSWORD = 'Correct-horse-2026';
const WRONG = 'Wrong-password-0000';
const REFUSED = { status: 401, errmsg: '用户名或密码错误。连续5次登录失败的账户将锁定15分钟，可请系统管理员解锁' };

/** The account list's row, as far as these tests read it. */
type Account = { id: string; username: string; roles: string[]; locked: boolean };
type Step = { next: string; otpauthUri?: string };

const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;

/** A password step in a browser of its own: the client (its session cookie) and the answer. */
async function passwordStep(baseUrl: string, username: string, password: string) {
  const client = new StaffClient(baseUrl);
  const answer = await client.post<Envelope<Step>>('/staff/api/session', { username, password });
  return { client, answer, refusal: { status: answer.status, errmsg: answer.body.errmsg } };
}

describe('staff sign-in nothing one request can break (issue 26)', () => {
  let server: Awaited<ReturnType<typeof startOwnTestServer>>;
  let admin: StaffClient;
  beforeAll(async () => {
    server = await startOwnTestServer();
    if (server) admin = await signInStaff(server.url, 'demo-admin', 'demo-admin-2026');
  }, 120_000);
  afterAll(() => server?.stop());

  async function createStaff(roles: string[]) {
    const answer = await admin.post<Envelope<Account>>('/staff/api/accounts', { username: unique('s'), name: '测试人员', password: PASSWORD, roles });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }
  const listed = async (id: string) => (await admin.get<Envelope<{ accounts: Account[] }>>('/staff/api/accounts')).body.data.accounts.find((row) => row.id === id);
  const lockOf = async (username: string) => (await server!.deps.db.selectFrom('staff_accounts').select(['locked_until', 'failed_attempts']).where('username', '=', username).executeTakeFirstOrThrow());

  it('counts wrong second-factor codes across password sign-ins until a code succeeds, locking like wrong passwords', async () => {
    if (!server) return;
    const member = await createStaff(['system_admin']);
    const secret = secretOf((await passwordStep(server.url, member.username, PASSWORD)).answer.body.data.otpauthUri ?? '');
    const wrongCode = codeNow(secret, 10);
    const statuses: number[] = [];
    let last = new StaffClient(server.url);
    for (let i = 0; i < 5; i++) {
      // Each wrong code after a password step of its own: the right password must not wipe the count.
      const step = await passwordStep(server.url, member.username, PASSWORD);
      expect(step.answer.status).toBe(200);
      last = step.client;
      statuses.push((await last.post('/staff/api/session/code', { code: wrongCode })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect(await last.post<Envelope>('/staff/api/session/code', { code: codeNow(secret) })).toMatchObject({ status: 429, body: { errmsg: '登录失败次数过多，账户已锁定，请15分钟后再试' } });
    expect((await passwordStep(server.url, member.username, PASSWORD)).refusal).toEqual(REFUSED);

    // The system admin lifts the lock; a right code then signs in, and ends the run of failures.
    expect((await admin.post(`/staff/api/accounts/${member.id}/unlock`)).status).toBe(200);
    const step = await passwordStep(server.url, member.username, PASSWORD);
    expect((await step.client.post('/staff/api/session/code', { code: codeNow(secret, 1) })).status).toBe(200);
    expect((await step.client.get('/staff/api/accounts')).status).toBe(200);
    expect(await lockOf(member.username)).toEqual({ locked_until: null, failed_attempts: 0 });
  });

  it('answers an unknown name and a locked one alike, never lengthening the lock; the system admin unlocks, and the list shows it', async () => {
    if (!server) return;
    const target = await createStaff(['registrar']);
    const unknown = (await passwordStep(server.url, unique('nobody'), WRONG)).refusal;
    expect(unknown).toEqual(REFUSED);
    for (let i = 0; i < 5; i++) expect((await passwordStep(server.url, target.username, WRONG)).refusal).toEqual(unknown);
    const { locked_until: lockedUntil } = await lockOf(target.username);
    expect(lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Locked: the right password, and more wrong ones, answer as an unknown name does, and change nothing.
    expect((await passwordStep(server.url, target.username, PASSWORD)).refusal).toEqual(unknown);
    expect((await passwordStep(server.url, target.username, WRONG)).refusal).toEqual(unknown);
    expect(await lockOf(target.username)).toEqual({ locked_until: lockedUntil, failed_attempts: 0 });
    expect(await listed(target.id)).toMatchObject({ locked: true });

    // Bad input changes nothing: a malformed id is 400, an unknown one 404; a member without the role is refused.
    expect((await admin.post('/staff/api/accounts/not-an-id/unlock')).status).toBe(400);
    expect((await admin.post(`/staff/api/accounts/${crypto.randomUUID()}/unlock`)).status).toBe(404);
    const clerk = await signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026');
    expect((await clerk.post(`/staff/api/accounts/${target.id}/unlock`)).status).toBe(403);
    expect(await listed(target.id)).toMatchObject({ locked: true });

    const unlocked = await admin.post<Envelope<Account>>(`/staff/api/accounts/${target.id}/unlock`);
    expect(unlocked).toMatchObject({ status: 200, body: { data: { id: target.id, locked: false } } });
    expect(await listed(target.id)).toMatchObject({ locked: false });
    expect((await passwordStep(server.url, target.username, PASSWORD)).answer.status).toBe(200);
    const entries = await admin.get<Envelope<{ action: string; target: string; actor_username: string; after: unknown }[]>>(`/staff/api/audit?action=staff.unlock`);
    expect(entries.body.data.filter((row) => row.target === target.username)).toEqual([
      expect.objectContaining({ actor_username: 'demo-admin', after: { lockedUntil: null, failedAttempts: 0 } }),
    ]);
  });

  it('keeps a second-factor role granted during a password-only session closed to that session until it signs in again with the code', async () => {
    if (!server) return;
    const member = await createStaff(['reviewer']);
    const session = await signInStaff(server.url, member.username, PASSWORD);
    expect((await admin.post(`/staff/api/accounts/${member.id}/roles`, { roles: ['reviewer', 'system_admin'] })).status).toBe(200);

    expect(await session.get<Envelope>('/staff/api/accounts')).toMatchObject({ status: 401, body: { errcode: '-1', errmsg: '该角色须重新登录并通过动态验证码验证后方可使用' } });
    expect((await session.post(`/staff/api/accounts/${member.id}/roles`, { roles: ['system_admin'] })).status).toBe(401);
    // The roles it passed for still work, and the menu offers only them.
    expect(await session.get<Envelope<{ roles: string[]; pages: string[] }>>('/staff/api/me')).toMatchObject({ status: 200, body: { data: { roles: ['reviewer'], pages: ['queue', 'search', 'statistics'] } } });

    const again = await passwordStep(server.url, member.username, PASSWORD);
    expect(again.answer.body.data.next).toBe('enrol');
    expect((await again.client.post('/staff/api/session/code', { code: codeNow(secretOf(again.answer.body.data.otpauthUri ?? '')) })).status).toBe(200);
    expect((await again.client.get('/staff/api/accounts')).status).toBe(200);
    expect((await listed(member.id))?.roles).toEqual(['reviewer', 'system_admin']);
  });

  it('masks ID and phone numbers in every audited value, and refuses TRUNCATE of the audit log', async () => {
    if (!server) return;
    const db = server.deps.db;
    const words = '义务人身份证号130402199007082649，电话13912345678，请核对';
    const clerk = await signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026');
    const submitted = async () => {
      const citizen = await signedInCitizen(server!.url, db, 'audit');
      const id = await insertApplication(db, citizen.openid);
      await registryAccepts(server!.deps, id);
      return id;
    };
    const act = (id: string, action: string, body: Record<string, unknown>) =>
      clerk.post(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage: 'acceptance', ...body });
    const returned = await submitted();
    expect((await act(returned, 'return', { comments: [{ form: 'dyxx', field: 'bdbzzqse', text: words }] })).status).toBe(200);
    const rejected = await submitted();
    expect((await act(rejected, 'reject', { opinions: { sh_xmsl_yj: words, sh_qjdc_yj: '' } })).status).toBe(200);

    const served = await admin.get<Envelope<{ target: string; after: unknown }[]>>('/staff/api/audit?action=review.return');
    expect(JSON.stringify(served.body.data.find((row) => row.target === returned)?.after)).toContain('义务人身份证号1304**********2649，电话139****5678，请核对');
    const stored = await db.selectFrom('staff_audit_log').select(['before', 'after']).where('target', 'in', [returned, rejected]).execute();
    expect(stored).toHaveLength(2);
    for (const text of [JSON.stringify(served.body), JSON.stringify(stored)]) {
      expect(text).not.toContain('130402199007082649');
      expect(text).not.toContain('13912345678');
    }

    const count = async () => Number((await db.selectFrom('staff_audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    await expect(sql`truncate staff_audit_log`.execute(db)).rejects.toThrow(/append-only/);
    expect(await count()).toBe(before);
  });
});

describe('wrong second-factor codes racing on two processes (issue 26)', () => {
  it('counts five and locks, however many codes and password steps race on either process', async () => {
    const pair = await startServerPair({});
    if (!pair) return;
    try {
      const [one, two] = pair.urls;
      const secret = secretOf((await passwordStep(one, 'demo-admin', 'demo-admin-2026')).answer.body.data.otpauthUri ?? '');
      const sessions = await Promise.all([one, two, one, two].map(async (url) => (await passwordStep(url, 'demo-admin', 'demo-admin-2026')).client));
      const wrongCode = codeNow(secret, 10);
      const codes = sessions.flatMap((client) => [0, 1, 2].map(() => client.post('/staff/api/session/code', { code: wrongCode })));
      const passwords = [one, two, one, two].map((url) => passwordStep(url, 'demo-admin', 'demo-admin-2026'));
      const [codeAnswers] = await Promise.all([Promise.all(codes), Promise.all(passwords)]);
      expect(codeAnswers.map((answer) => answer.status).sort()).toEqual([...Array(4).fill(400), ...Array(8).fill(429)]);
      const account = await pair.db.selectFrom('staff_accounts').select(['locked_until']).where('username', '=', 'demo-admin').executeTakeFirstOrThrow();
      expect(account.locked_until!.getTime()).toBeGreaterThan(Date.now());
      const failures = await pair.db.selectFrom('staff_audit_log').select('after').where('action', '=', 'signIn.totpFailed').execute();
      expect(failures.map((row) => row.after)).toHaveLength(5);
      expect((await sessions[0]!.post('/staff/api/session/code', { code: codeNow(secret) })).status).toBe(429);
    } finally {
      await pair.stop();
    }
  }, 120_000);
});
