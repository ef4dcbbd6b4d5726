import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordReset, StaffAccount, StaffAccounts } from '../../engine/contract/staff/accounts';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import type { RunningServer } from '../../server/startServer';
import { signInStaff, StaffClient } from '../support/staffClient';
import { startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
const PASSWORD = 'Harbour-lamp-7319';

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };

describe.skipIf(!baseUrl)('staff passwords: the admin resets to a one-time password, members change theirs, common ones refused, unlock (issue 31)', () => {
  let server: RunningServer;
  let admin: StaffClient;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    // An admin of this file's own (the demo admin's second factor is enrolled by whichever file signs it in first).
    await staffRepository.insert(server.deps.db, { username: 'acct-admin', name: '管理员（账户测试）', password_hash: await hashStaffPassword('acct-admin-2026'), roles: ['system_admin'] });
    admin = await signInStaff(server.url, 'acct-admin', 'acct-admin-2026');
  });
  afterAll(() => server?.close());

  const member = async () => {
    const username = `m-${crypto.randomBytes(4).toString('hex')}`;
    const created = await admin.post<Envelope<StaffAccount>>('/staff/api/accounts', { username, name: '测试人员', password: PASSWORD, roles: ['reviewer'] });
    expect(created.status).toBe(200);
    return created.body.data;
  };
  const signIn = async (username: string, password: string) => {
    const client = new StaffClient(server.url);
    const answer = await client.post<Envelope<{ next: string }>>('/staff/api/session', { username, password });
    return { client, answer };
  };
  const listed = async (id: string) => (await admin.get<Envelope<StaffAccounts>>('/staff/api/accounts')).body.data.accounts.find((account) => account.id === id)!;
  const audited = async (username: string) => (await server.deps.db.selectFrom('staff_audit_log').select(['action', 'before', 'after']).where('target', '=', username).orderBy('id').execute()).map((row) => row.action);

  it('resets to a one-time password that signs in once, requires a change before anything else, and ends every session', async () => {
    const account = await member();
    const [first, second] = [await signIn(account.username, PASSWORD), await signIn(account.username, PASSWORD)];
    expect((await first.client.get('/staff/api/me')).status).toBe(200);

    const reset = await admin.post<Envelope<PasswordReset>>(`/staff/api/accounts/${account.id}/password-reset`);
    expect(reset.status).toBe(200);
    const oneTime = reset.body.data.oneTimePassword;
    expect(oneTime).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(reset.body.data.account).toMatchObject({ id: account.id, must_change_password: true });
    expect(await listed(account.id)).toMatchObject({ must_change_password: true });
    // Every session of the member ended; the old password no longer signs in.
    for (const { client } of [first, second]) expect((await client.get('/staff/api/me')).status).toBe(401);
    expect((await signIn(account.username, PASSWORD)).answer.status).toBe(401);

    const withOneTime = await signIn(account.username, oneTime);
    expect(withOneTime.answer.body.data).toEqual({ next: 'changePassword' });
    // Nothing opens before the change: the app is sent back to the sign-in page, which asks for it.
    expect(await withOneTime.client.get('/staff/api/me')).toMatchObject({ status: 401, body: { errmsg: '请先修改初始密码后再使用系统' } });
    expect((await withOneTime.client.get('/staff/api/review/queue')).status).toBe(401);
    expect((await withOneTime.client.get<Envelope<{ next: string }>>('/staff/api/session')).body.data).toEqual({ next: 'changePassword' });
    // Once: a second sign-in with it is refused like a wrong password.
    expect((await signIn(account.username, oneTime)).answer.status).toBe(401);

    // The rules stay, a common password is refused, so is the one-time password kept as it is.
    expect(await withOneTime.client.post('/staff/api/session/password', { password: 'short1' })).toMatchObject({ status: 400, body: { errmsg: '密码须为12至128位，且同时包含字母和数字' } });
    expect(await withOneTime.client.post('/staff/api/session/password', { password: 'Password123456' })).toMatchObject({ status: 400, body: { errmsg: '该密码过于常见，容易被猜中，请换一个' } });
    expect(await withOneTime.client.post('/staff/api/session/password', { password: oneTime })).toMatchObject({ status: 400, body: { errmsg: '新密码不能与当前密码相同' } });
    const changed = await withOneTime.client.post<Envelope<{ sessionsEnded: number }>>('/staff/api/session/password', { password: 'Quiet-river-4826' });
    expect(changed).toMatchObject({ status: 200, body: { data: { sessionsEnded: 0 } } });
    expect((await withOneTime.client.get('/staff/api/me')).status).toBe(200);
    expect(await listed(account.id)).toMatchObject({ must_change_password: false });
    expect((await signIn(account.username, oneTime)).answer.status).toBe(401);
    expect((await signIn(account.username, 'Quiet-river-4826')).answer.body.data).toEqual({ next: 'done' });
    expect(await audited(account.username)).toEqual(['staff.create', 'staff.passwordReset', 'staff.passwordChange']);
    const entry = await server.deps.db.selectFrom('staff_audit_log').select(['before', 'after']).where('target', '=', account.username).where('action', '=', 'staff.passwordReset').executeTakeFirstOrThrow();
    expect(JSON.stringify(entry)).not.toContain(oneTime);
  });

  it('changes a member’s own password with the current one, ending their other sessions only', async () => {
    const account = await member();
    const [here, elsewhere] = [await signIn(account.username, PASSWORD), await signIn(account.username, PASSWORD)];
    expect(await here.client.post('/staff/api/session/password', { password: 'Copper-kettle-5150' })).toMatchObject({ status: 400, body: { errmsg: '当前密码错误' } });
    expect(await here.client.post('/staff/api/session/password', { current: 'Not-the-one-0000', password: 'Copper-kettle-5150' })).toMatchObject({ status: 400, body: { errmsg: '当前密码错误' } });
    expect(await here.client.post('/staff/api/session/password', { current: PASSWORD, password: 'Qwerty-2026-12' })).toMatchObject({ status: 400, body: { errmsg: '该密码过于常见，容易被猜中，请换一个' } });
    expect(await here.client.post<Envelope<{ sessionsEnded: number }>>('/staff/api/session/password', { current: PASSWORD, password: 'Copper-kettle-5150' })).toMatchObject({ status: 200, body: { data: { sessionsEnded: 1 } } });
    expect((await here.client.get('/staff/api/me')).status).toBe(200);
    expect((await elsewhere.client.get('/staff/api/me')).status).toBe(401);
    expect((await signIn(account.username, PASSWORD)).answer.status).toBe(401);
    expect((await signIn(account.username, 'Copper-kettle-5150')).answer.status).toBe(200);
    expect(await audited(account.username)).toEqual(['staff.create', 'staff.passwordChangeFailed', 'staff.passwordChangeFailed', 'staff.passwordChange']);
    expect((await new StaffClient(server.url).post('/staff/api/session/password', { password: 'Copper-kettle-5151' })).status).toBe(401);
  });

  it('refuses a common password for a new account, a reset of the admin’s own, and a reset by anyone but the admin', async () => {
    expect(await admin.post('/staff/api/accounts', { username: `c-${crypto.randomBytes(3).toString('hex')}`, name: '常见', password: 'password1234', roles: ['reviewer'] })).toMatchObject({ status: 400, body: { errmsg: '该密码过于常见，容易被猜中，请换一个' } });
    const own = (await admin.get<Envelope<{ id: string }>>('/staff/api/me')).body.data.id;
    expect((await admin.post(`/staff/api/accounts/${own}/password-reset`)).status).toBe(400);
    const account = await member();
    const { client } = await signIn(account.username, PASSWORD);
    expect((await client.post(`/staff/api/accounts/${account.id}/password-reset`)).status).toBe(403);
  });

  it('shows a locked account as locked and unlocks it; a reset lifts the lock too', async () => {
    const account = await member();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(account.username, 'Wrong-password-0000')).answer.status).toBe(401);
    expect(await listed(account.id)).toMatchObject({ locked: true });
    expect((await signIn(account.username, PASSWORD)).answer.status).toBe(401);
    expect((await admin.post<Envelope<StaffAccount>>(`/staff/api/accounts/${account.id}/unlock`)).body.data).toMatchObject({ locked: false });
    expect((await signIn(account.username, PASSWORD)).answer.body.data).toEqual({ next: 'done' });

    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(account.username, 'Wrong-password-0000');
    expect(await listed(account.id)).toMatchObject({ locked: true });
    const reset = await admin.post<Envelope<PasswordReset>>(`/staff/api/accounts/${account.id}/password-reset`);
    expect(reset.body.data.account).toMatchObject({ locked: false, must_change_password: true });
    expect((await signIn(account.username, reset.body.data.oneTimePassword)).answer.body.data).toEqual({ next: 'changePassword' });
  });
});
