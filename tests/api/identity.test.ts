import { describe, expect, it, onTestFinished } from 'vitest';
import { startOwnTestServer } from '../support/ownTestServer';
import { startTestServer } from '../support/startTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

describe.skipIf(!baseUrl)('sign-in through the emulated messaging app', () => {
  it('answers healthz once the database is ready', async () => {
    const answer = await new TestClient(baseUrl).get('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('shows the consent page with the demo users when no openid is given', async () => {
    const answer = await new TestClient(baseUrl).get('/wechat/emulator/authorize', {
      appid: 'wxdemo0000hall',
      redirect_uri: `${baseUrl}/waiting`,
      state: 's1',
    });
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('demo-verified');
    expect(String(answer.body)).toContain('张建国');
  });

  it('refuses a redirect to another origin and a wrong appid', async () => {
    const client = new TestClient(baseUrl);
    const other = await client.get('/wechat/emulator/authorize', { appid: 'wxdemo0000hall', redirect_uri: 'https://evil.example/x', state: 's', openid: 'abc' });
    expect(other.status).toBe(400);
    const appid = await client.get('/wechat/emulator/authorize', { appid: 'nope', redirect_uri: `${baseUrl}/waiting`, state: 's', openid: 'abc' });
    expect(appid.status).toBe(400);
  });

  it('takes a new user through newUser with the default card and user types', async () => {
    const client = new TestClient(baseUrl);
    const openid = `new-${Date.now()}`;
    const { code, state, status } = await client.authorizeCode(openid);
    expect(status).toBe(302);
    const authorized = await client.post('/wechat/api/outh2/authorize', { code, state });
    expect(authorized.body).toMatchObject({ stat: 1, data: { type: 'newUser', openid } });
    expect(authorized.headers.getSetCookie()[0]).toMatch(/hall_sid=.+HttpOnly; SameSite=Lax/);
    const added = await client.post('/wechat/api/wechatuser/newuser');
    expect(added.body).toMatchObject({ stat: 1, data: { openid, isRealNameAuth: 'false', usertype: '0' } });
    const own = await client.post('/online/wx/apilist/getYhxx', { data: { openid } });
    expect(own.body).toMatchObject({ errcode: '00', data: { cardtype: '1', usertype: '0' } });
  });

  it('takes a seeded user through oldUser and answers app info with masked numbers', async () => {
    const client = new TestClient(baseUrl);
    const { code, state } = await client.authorizeCode('demo-verified');
    const authorized = await client.post('/wechat/api/outh2/authorize', { code, state });
    expect(authorized.body).toMatchObject({ data: { type: 'oldUser' } });
    const old = await client.post('/wechat/api/wechatuser/olduser');
    expect(old.body).toMatchObject({ stat: 1, data: { refresh: 'noRefresh' } });
    const info = await client.get<{ data: { me: Record<string, unknown>; app: { banners: unknown[] } } }>('/api/app/appinfo', {
      syscode: 'sys_admin',
      dbfileds: 'app,me,stat',
    });
    expect(info.status).toBe(200);
    expect(info.body.data.me).toMatchObject({ isRealNameAuth: 'true', realNameAuthentication: 1, CARDNUM: '1304**********1231', mobile: '138****5678' });
    expect(info.body.data.app.banners.length).toBeGreaterThan(0);
  });

  // On a server of its own whose codes live 5 s: the shared server's live 300 s (tests/support/apiGlobalSetup.ts).
  it('refuses a reused code, a wrong state and an expired code', async ({ skip }) => {
    const server = await startOwnTestServer({ WX_CODE_TTL_SECONDS: '5' });
    if (!server) return skip();
    onTestFinished(() => server.stop());
    const client = new TestClient(server.url);
    const first = await client.authorizeCode('demo-unverified');
    const wrongState = await client.post('/wechat/api/outh2/authorize', { code: first.code, state: 'not-the-state' });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body).toMatchObject({ stat: 0, message: 'state 校验失败' });
    expect((await client.post('/wechat/api/outh2/authorize', first)).status).toBe(200);
    // Signed in, the browser's state is spent; with a fresh state the used code is still refused.
    expect((await client.post('/wechat/api/outh2/authorize', first)).body).toMatchObject({ message: 'state 校验失败' });
    const reused = await client.post('/wechat/api/outh2/authorize', { code: first.code, state: await client.signInState() });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ message: '授权码无效或已使用' });

    const late = await client.authorizeCode('demo-unverified');
    await new Promise((resolve) => setTimeout(resolve, 5_500)); // this server's codes live 5 s
    const expired = await client.post('/wechat/api/outh2/authorize', late);
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ message: '授权码已过期' });
  }, 60_000);

  it('answers 401 with the sign-in address without a session or with a forged cookie', async () => {
    const client = new TestClient(baseUrl);
    const anonymous = await client.get<{ stat: number; data: { url: string } }>('/api/app/appinfo');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.stat).toBe(-1);
    expect(anonymous.body.data.url).toMatch(/^\/wechat\/emulator\/authorize\?appid=wxdemo0000hall&redirect_uri=.+&state=[a-f0-9]+/);
    client.cookie = 'hall_sid=forged-token';
    expect((await client.get('/api/app/appinfo')).status).toBe(401);
  });

  it('gives a new session token at each sign-in and at refresh, and logout ends it', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const before = client.cookie;
    await client.post('/wechat/api/outh2/refresh');
    expect(client.cookie).not.toBe(before);
    const stale = new TestClient(baseUrl);
    stale.cookie = before;
    expect((await stale.get('/api/app/appinfo')).status).toBe(401);
    expect((await client.get('/api/app/appinfo')).status).toBe(200);

    const page = await client.request('GET', '/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('您已安全退出');
    expect(client.cookie).toBe('');
    expect((await client.get('/api/app/appinfo')).status).toBe(401);
  });

  it('refreshes the messaging-app profile through refreshuser', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const answer = await client.post('/wechat/api/wechatuser/refreshuser');
    expect(answer.body).toMatchObject({ stat: 1, data: { headimgurl: '/icons/avatar.svg' } });
  });
});

describe.skipIf(!databaseUrl)('sessions across server processes (PostgreSQL)', () => {
  it('ends a session in every process at once when it is logged out in one, though each caches it', async () => {
    const other = await startTestServer({ DATABASE_URL: databaseUrl! });
    try {
      const { client } = await newSignedInUser(baseUrl);
      const elsewhere = new TestClient(other.url);
      elsewhere.cookie = client.cookie;
      expect((await elsewhere.get('/api/app/appinfo')).status).toBe(200); // now cached there
      expect((await client.post('/logout')).status).toBe(200);
      // Well inside the 3 s a process trusts its cache when it might miss an announcement.
      await expect.poll(async () => (await elsewhere.get('/api/app/appinfo')).status, { timeout: 1_000, interval: 50 }).toBe(401);
    } finally {
      await other.close();
    }
  });
});
