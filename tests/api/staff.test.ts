import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSignedInUser } from '../support/testClient';
import { codeNow, secretOf, signInStaff, StaffClient } from '../support/staffClient';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
const PASSWORD = 'Correct-horse-2026';

interface Envelope<T = unknown> {
  errcode: string;
  errmsg: string;
  data: T;
}
interface Account {
  id: string;
  username: string;
  roles: string[];
}
interface AuditRow {
  actor_username: string;
  action: string;
  target: string | null;
  ip: string;
  before: unknown;
  after: unknown;
}

const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;

describe.skipIf(!baseUrl)('staff accounts, roles and sessions (issue 20)', () => {
  let admin: StaffClient;

  async function createStaff(roles: string[], username = unique('s')) {
    const answer = await admin.post<Envelope<Account>>('/staff/api/accounts', { username, name: '测试人员', password: PASSWORD, roles });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }
  const auditOf = async (query: Record<string, string>) =>
    (await admin.get<Envelope<AuditRow[]>>(`/staff/api/audit?${new URLSearchParams(query).toString()}`)).body.data;

  beforeAll(async () => {
    admin = await signInStaff(baseUrl, 'demo-admin', 'demo-admin-2026');
  });

  it('asks a system admin to enrol a second factor, refuses a wrong or replayed code, and audits the sign-in', async () => {
    const username = unique('admin');
    await createStaff(['system_admin'], username);
    const client = new StaffClient(baseUrl);
    const first = await client.post<Envelope<{ next: string; otpauthUri: string; qrDataUrl: string }>>('/staff/api/session', { username, password: PASSWORD });
    expect(first.body.data).toMatchObject({ next: 'enrol', otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\//), qrDataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(client.setCookie).toMatch(/^hall_staff_sid=[^;]+; Path=\/staff; HttpOnly; SameSite=Strict$/);
    // Password alone opens nothing.
    expect((await client.get('/staff/api/me')).status).toBe(401);
    const secret = secretOf(first.body.data.otpauthUri);
    const wrong = await client.post<Envelope>('/staff/api/session/code', { code: codeNow(secret, 3) });
    expect(wrong).toMatchObject({ status: 400, body: { errmsg: '动态验证码错误或已使用' } });
    const code = codeNow(secret);
    expect((await client.post('/staff/api/session/code', { code })).status).toBe(200);
    expect((await client.get<Envelope<Account>>('/staff/api/me')).body.data).toMatchObject({ username, roles: ['system_admin'] });

    const again = new StaffClient(baseUrl);
    expect((await again.post<Envelope<{ next: string }>>('/staff/api/session', { username, password: PASSWORD })).body.data).toEqual({ next: 'totp' });
    expect((await again.post('/staff/api/session/code', { code })).status).toBe(400);
    expect((await again.post('/staff/api/session/code', { code: codeNow(secret, 1) })).status).toBe(200);

    const actions = (await auditOf({ actor: username })).map((row) => row.action);
    // Newest first: the replayed code, then the wrong one, each counted as a failure.
    expect(actions).toEqual(['signIn', 'signIn.totpFailed', 'signIn.password', 'signIn', 'signIn.totpFailed', 'signIn.password']);
  });

  it('takes one code once when two sign-ins race with it', async () => {
    const username = unique('admin');
    await createStaff(['system_admin'], username);
    const enrolling = new StaffClient(baseUrl);
    const first = await enrolling.post<Envelope<{ otpauthUri: string }>>('/staff/api/session', { username, password: PASSWORD });
    const secret = secretOf(first.body.data.otpauthUri);
    expect((await enrolling.post('/staff/api/session/code', { code: codeNow(secret) })).status).toBe(200);
    const racing = [new StaffClient(baseUrl), new StaffClient(baseUrl)];
    for (const client of racing) await client.post('/staff/api/session', { username, password: PASSWORD });
    const code = codeNow(secret, 1);
    const answers = await Promise.all(racing.map((client) => client.post('/staff/api/session/code', { code })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('lets each role reach only its calls, and no one without a staff session', async () => {
    const reviewer = await createStaff(['reviewer']);
    const client = await signInStaff(baseUrl, reviewer.username, PASSWORD);
    expect((await client.get<Envelope<Account>>('/staff/api/me')).body.data).toMatchObject({ username: reviewer.username, roles: ['reviewer'] });
    for (const [method, path, body] of [
      ['GET', '/staff/api/accounts'],
      ['GET', '/staff/api/audit'],
      ['POST', '/staff/api/accounts', { username: unique('x'), name: '越权', password: PASSWORD, roles: ['system_admin'] }],
      ['POST', `/staff/api/accounts/${reviewer.id}/roles`, { roles: ['system_admin'] }],
    ] as const) {
      expect(await client.request(method, path, body)).toMatchObject({ status: 403, body: { errcode: '01', errmsg: '您的角色无权进行此操作' } });
      expect(await new StaffClient(baseUrl).request(method, path, body)).toMatchObject({ status: 401, body: { errcode: '-1' } });
    }
    expect((await admin.get<Envelope<{ accounts: Account[] }>>('/staff/api/accounts')).body.data.accounts.find((row) => row.id === reviewer.id)?.roles).toEqual(['reviewer']);
  });

  it('audits each admin action with before and after; a disabled account is signed out and refused', async () => {
    const clerk = await createStaff(['acceptance_clerk']);
    const client = await signInStaff(baseUrl, clerk.username, PASSWORD);
    const roles = await admin.post<Envelope<Account>>(`/staff/api/accounts/${clerk.id}/roles`, { roles: ['acceptance_clerk', 'reviewer'] });
    expect(roles.body.data.roles).toEqual(['acceptance_clerk', 'reviewer']);
    expect((await admin.post(`/staff/api/accounts/${clerk.id}/disabled`, { disabled: true })).status).toBe(200);
    expect((await client.get('/staff/api/me')).status).toBe(401);
    expect((await new StaffClient(baseUrl).post('/staff/api/session', { username: clerk.username, password: PASSWORD })).status).toBe(401);

    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const rows = await auditOf({ actor: 'demo-admin', from: today, to: today });
    const mine = rows.filter((row) => row.target === clerk.username).map(({ action, before, after }) => ({ action, before, after }));
    expect(mine).toEqual([
      { action: 'staff.disable', before: { disabled: false }, after: { disabled: true } },
      { action: 'staff.roles', before: { roles: ['acceptance_clerk'] }, after: { roles: ['acceptance_clerk', 'reviewer'] } },
      { action: 'staff.create', before: null, after: { name: '测试人员', roles: ['acceptance_clerk'] } },
    ]);
    expect(rows[0]?.ip).toMatch(/127\.0\.0\.1/);
    expect(await auditOf({ action: 'signIn.failed', actor: clerk.username })).toHaveLength(1);
    expect(await auditOf({ actor: 'demo-admin', from: '2001-01-01', to: '2001-01-02' })).toEqual([]);
    // Bad input: a clear 400 that changes nothing.
    expect((await admin.post(`/staff/api/accounts/${clerk.id}/roles`, { roles: ['janitor'] })).status).toBe(400);
    expect((await admin.post('/staff/api/accounts', { username: unique('weak'), name: '弱', password: 'short1', roles: ['reviewer'] })).body).toMatchObject({ errmsg: '密码须为12至128位，且同时包含字母和数字' });
    expect((await admin.post('/staff/api/accounts', { username: clerk.username, name: '重名', password: PASSWORD, roles: ['reviewer'] })).status).toBe(409);
  });

  it('locks an account after five wrong passwords, however many race', async () => {
    const target = await createStaff(['registrar']);
    const attempts = await Promise.all(Array.from({ length: 8 }, () => new StaffClient(baseUrl).post('/staff/api/session', { username: target.username, password: 'Wrong-password-0000' })));
    // Locked or not, refused sign-ins answer alike (docs/decisions/0059); the audit log tells them apart.
    expect(attempts.map((answer) => answer.status)).toEqual(Array(8).fill(401));
    const right = await new StaffClient(baseUrl).post<Envelope>('/staff/api/session', { username: target.username, password: PASSWORD });
    expect(right).toMatchObject({ status: 401, body: { errmsg: '用户名或密码错误。连续5次登录失败的账户将锁定15分钟，可请系统管理员解锁' } });
    const actions = (await auditOf({ actor: target.username })).map((row) => row.action).sort();
    expect(actions).toEqual([...Array(5).fill('signIn.failed'), ...Array(4).fill('signIn.locked')].sort());
  });

  it("refuses a staff change another origin's page asks for, changing nothing", async () => {
    const username = unique('csrf');
    const elsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' }, { origin: 'http://evil.example' }];
    for (const headers of elsewhere) {
      const answer = await admin.post('/staff/api/accounts', { username, name: '跨站', password: PASSWORD, roles: ['reviewer'] }, headers);
      expect(answer.status).toBe(403);
    }
    const accounts = (await admin.get<Envelope<{ accounts: Account[] }>>('/staff/api/accounts')).body.data.accounts;
    expect(accounts.some((row) => row.username === username)).toBe(false);
  });

  it("never takes a citizen's cookie on a staff call, nor a staff cookie on a citizen's call", async () => {
    const { client: citizen } = await newSignedInUser(baseUrl, 'staffx');
    const asCitizen = await citizen.request('GET', '/staff/api/me');
    expect(asCitizen.status).toBe(401);
    const staffCookieOnly = await citizen.request('POST', '/online/wx/apilist/getFeedBackListPage', { headers: { cookie: admin.cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(staffCookieOnly.status).toBe(401);
  });

  it.skipIf(!databaseUrl)('makes a system admin with npm run staff:create, the password from the environment and never a default', async () => {
    const username = unique('root');
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/staff-create.ts', '--username', username, '--name', '首位管理员'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, STAFF_PASSWORD: PASSWORD },
      timeout: 30_000,
    });
    expect(stdout).toContain(`Created system admin ${username}`);
    const first = await new StaffClient(baseUrl).post<Envelope<{ next: string }>>('/staff/api/session', { username, password: PASSWORD });
    expect(first.body.data.next).toBe('enrol');
    expect((await auditOf({ actor: 'command-line', action: 'staff.create' })).map((row) => row.target)).toContain(username);
  });

  it.skipIf(!databaseUrl)('keeps the audit log append-only in the database itself', async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await expect(client.query("update staff_audit_log set action = 'rewritten'")).rejects.toThrow(/append-only/);
      await expect(client.query('delete from staff_audit_log')).rejects.toThrow(/append-only/);
      expect(Number((await client.query("select count(*) from staff_audit_log where action = 'rewritten'")).rows[0].count)).toBe(0);
    } finally {
      await client.end();
    }
  });
});
