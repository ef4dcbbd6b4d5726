import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsapiSignature } from '../../server/messaging-app/jsapiSignature';
import { STAND_IN_MEDIA_ID, startPlatformStandIn, type StandInPlatform } from '../support/platformStandIn';
import { startTestServer } from '../support/startTestServer';
import { TestClient } from '../support/testClient';
import { TINY_PNG } from '../support/tinyPng';

const APPID = 'wxrealapp0001';
const SECRET = 'a-real-platform-secret-0001';

/**
 * The non-emulated path (issue 11): the hall configured for a real platform (appid, secret, base
 * URL — nothing else) signs a citizen in, reads the profile, signs JS-SDK pages and fetches media
 * through a stand-in that speaks the platform's shapes. Its own server, once, in the PGlite project.
 */
describe.skipIf(process.env.TEST_DATABASE !== 'pglite')('the messaging app over its real HTTP protocol', () => {
  let platform: StandInPlatform;
  let hall: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    platform = await startPlatformStandIn({ appid: APPID, secret: SECRET, openid: 'o-real-citizen-1', nickname: '真实用户', media: TINY_PNG });
    hall = await startTestServer({
      EMULATION: 'false',
      WX_APPID: APPID,
      WX_SECRET: SECRET,
      WX_API_BASE: platform.url,
      WX_AUTHORIZE_URL: `${platform.url}/connect/oauth2/authorize`,
    });
  }, 120_000);
  afterAll(async () => {
    await hall?.close();
    await platform?.close();
  });

  it('signs in through the platform, reads the profile with a refreshed token, signs pages and fetches media', async () => {
    const client = new TestClient(hall.url);
    const refused = await client.get<{ data: { url: string } }>('/api/app/appinfo');
    expect(refused.status).toBe(401);
    const address = new URL(refused.body.data.url);
    expect(address.origin + address.pathname).toBe(`${platform.url}/connect/oauth2/authorize`);
    expect(address.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({ appid: APPID, redirect_uri: `${hall.url}/waiting`, response_type: 'code', scope: 'snsapi_userinfo' });

    // The platform consents and sends the browser back with a code and the state.
    const consent = await fetch(address, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${hall.url}/waiting`);
    const signedIn = await client.post<{ data: { type: string; openid: string } }>('/wechat/api/outh2/authorize', { code: back.searchParams.get('code'), state: back.searchParams.get('state') });
    expect(signedIn.body).toMatchObject({ stat: 1, data: { type: 'newUser', openid: 'o-real-citizen-1' } });
    const exchange = platform.calls.find((call) => call.path === '/sns/oauth2/access_token');
    expect(exchange?.query).toMatchObject({ appid: APPID, secret: SECRET, grant_type: 'authorization_code' });

    const added = await client.post('/wechat/api/wechatuser/newuser');
    expect(added.body).toMatchObject({ stat: 1, data: { openid: 'o-real-citizen-1', nickname: '真实用户' } });
    // The user token lived 30 s, under the hall's one-minute margin: it was refreshed first.
    expect(platform.calls.map((call) => call.path)).toEqual(expect.arrayContaining(['/sns/oauth2/refresh_token', '/sns/userinfo']));

    const page = `${hall.url}/apply?x=1`;
    const config = await client.post<{ data: { appId: string; timestamp: string; nonceStr: string; signature: string } }>('/wechat/api/wechatimg/createwxconfig', { url: page });
    expect(config.body.data.appId).toBe(APPID);
    expect(config.body.data.signature).toBe(jsapiSignature(platform.ticket, config.body.data.nonceStr, config.body.data.timestamp, page));
    const second = await client.post('/wechat/api/wechatimg/createwxconfig', { url: page });
    expect(second.status).toBe(200);
    // One app token and one ticket serve every signature (shared, cached).
    expect(platform.calls.filter((call) => call.path === '/cgi-bin/token')).toHaveLength(1);
    expect(platform.calls.filter((call) => call.path === '/cgi-bin/ticket/getticket')).toHaveLength(1);

    const downloaded = await client.post<{ data: { url: string } }>('/wechat/api/wechatimg/download', { serverId: STAND_IN_MEDIA_ID });
    expect(downloaded.status).toBe(200);
    const file = await fetch(hall.url + downloaded.body.data.url, { headers: { cookie: client.cookie } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const unknown = await client.post('/wechat/api/wechatimg/download', { serverId: 'an-id-the-platform-does-not-know' });
    expect(unknown.status).toBe(404);
  });

  it('mounts no emulator and refuses a code the platform does not know', async () => {
    const client = new TestClient(hall.url);
    expect((await client.get('/wechat/emulator/authorize', { appid: APPID, redirect_uri: `${hall.url}/waiting`, state: 's' })).status).toBe(404);
    const state = await client.signInState();
    const refused = await client.post('/wechat/api/outh2/authorize', { code: 'not-a-code', state });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ stat: 0, message: '授权码无效或已使用' });
  });
});
