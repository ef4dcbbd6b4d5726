import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

/** A GET with a Host header of our choosing (fetch does not let a caller set one). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseUrl), { headers: { host } }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe.skipIf(!baseUrl)('the sign-in is bound to the browser that started it (issue 11)', () => {
  it("refuses an attacker's code and state in a victim's browser, without burning the code", async () => {
    const attacker = new TestClient(baseUrl);
    const planted = await attacker.authorizeCode(`attacker-${Date.now()}`);
    // The victim's browser has a sign-in state of its own, or none at all.
    const victim = new TestClient(baseUrl);
    await victim.signInState();
    for (const browser of [victim, new TestClient(baseUrl)]) {
      const answer = await browser.post('/wechat/api/outh2/authorize', planted);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ stat: 0, message: 'state 校验失败' });
      expect(browser.cookie).toBe('');
    }
    // The code still works for the browser it was meant for.
    expect((await attacker.post('/wechat/api/outh2/authorize', planted)).status).toBe(200);
  });

  it('gives one state to the calls a browser makes at once, in a short-lived HttpOnly cookie', async () => {
    const client = new TestClient(baseUrl);
    const first = await client.signInState();
    const states = await Promise.all([client.signInState(), client.signInState(), client.signInState()]);
    expect(new Set([first, ...states])).toEqual(new Set([first]));
    const answer = await fetch(`${baseUrl}/api/app/appinfo`);
    expect(answer.headers.getSetCookie().join()).toMatch(/hall_signin=[a-f0-9]{32}; Max-Age=600; Path=\/; Expires=.+; HttpOnly; SameSite=Lax/);
  });

  it("refuses an early call that will not sign in without making a sign-in state (the check's own stays)", async () => {
    const early = await fetch(`${baseUrl}/online/wx/apilist/getApply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hall-no-sign-in': '1' },
      body: JSON.stringify({ slsqId: 'A1' }),
    });
    expect(early.status).toBe(401);
    expect(await early.json()).toEqual({ errcode: '-1', errmsg: '登录已过期，请重新进入', data: null });
    expect(early.headers.getSetCookie().join()).not.toMatch(/hall_signin/);
    const plain = await fetch(`${baseUrl}/online/wx/apilist/getApply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"slsqId":"A1"}' });
    expect(((await plain.json()) as { data: { url: string } }).data.url).toMatch(/state=[a-f0-9]{32}/);
    expect(plain.headers.getSetCookie().join()).toMatch(/hall_signin=/);
  });

  it('ends a session on GET /logout only for a navigation from our own site', async () => {
    const { client } = await newSignedInUser(baseUrl);
    // No header at all: an image with no referrer on a plain-http page elsewhere (decision 0036).
    const crossSite: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { referer: 'https://evil.example/page' }, {}];
    for (const headers of crossSite) {
      const page = await client.request('GET', '/logout', { headers });
      expect(page.status).toBe(200);
      expect(String(page.body)).toContain('确定退出登录吗？');
      expect(String(page.body)).toContain('<form method="post" action="/logout">');
      expect((await client.get('/api/app/appinfo')).status).toBe(200);
    }
    const own = await client.request('GET', '/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(String(own.body)).toContain('您已安全退出');
    expect((await client.get('/api/app/appinfo')).status).toBe(401);
  });

  it('lets the confirmation form end the session with a POST', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const answer = await client.request('POST', '/logout', { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } });
    expect(String(answer.body)).toContain('您已安全退出');
    expect((await client.get('/api/app/appinfo')).status).toBe(401);
  });

  it('never takes the allowed redirect from a forged Host header', async () => {
    const answer = await getWithHost('/api/app/appinfo', 'evil.example');
    const url = new URL((JSON.parse(answer.body) as { data: { url: string } }).data.url, baseUrl);
    expect(new URL(url.searchParams.get('redirect_uri')!).host).toBe(new URL(baseUrl).host);
    const consent = await getWithHost(
      `/wechat/emulator/authorize?${new URLSearchParams({ appid: 'wxdemo0000hall', redirect_uri: 'http://evil.example/waiting', state: 's', openid: 'demo-verified' })}`,
      'evil.example',
    );
    expect(consent.status).toBe(400);
  });
});
