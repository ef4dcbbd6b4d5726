import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

describe.skipIf(!baseUrl)('shared request handling', () => {
  it('refuses an openid that is not the session user, in body, nested data or query, and changes nothing', async () => {
    const { openid, client } = await newSignedInUser(baseUrl);
    const nested = await client.post('/online/wx/apilist/getYhxx', { data: { openid: 'demo-verified' } });
    expect(nested.status).toBe(403);
    expect(nested.body).toMatchObject({ errcode: '01', errmsg: '无权访问他人的数据' });
    expect((await client.post('/wechat/api/wechatuser/refreshuser', { openId: 'someone' })).status).toBe(403);
    expect((await client.get('/api/app/appinfo', { openid: 'someone' })).status).toBe(403);
    const own = await client.post('/online/wx/apilist/getYhxx', { data: { openid } });
    expect(own.status).toBe(200);
  });

  it('answers malformed JSON, oversized bodies and missing fields with a 400 or 413 envelope', async () => {
    const client = new TestClient(baseUrl);
    const malformed = await client.request('POST', '/wechat/api/outh2/authorize', { body: '{"code":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ stat: 0, message: '请求内容不是有效的 JSON' });
    const huge = await client.request('POST', '/online/wx/apilist/GetWxMenu', {
      body: JSON.stringify({ text: 'x'.repeat(100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ errcode: '01', errmsg: '请求内容过大' });
    const missing = await client.post('/wechat/api/outh2/authorize', { state: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ stat: 0, message: '缺少参数：code' });
  });

  it('answers unknown API paths with a 404 in their family envelope', async () => {
    const client = new TestClient(baseUrl);
    expect(await client.post('/online/wx/apilist/noSuchAction')).toMatchObject({ status: 404, body: { errcode: '01' } });
    expect(await client.post('/online/public/appointment/nothing')).toMatchObject({ status: 404, body: { state: 0 } });
    expect(await client.post('/callnum/nothing')).toMatchObject({ status: 404, body: { stat: 0 } });
  });

  it('replays the first answer for a repeated reqseq, also when the two race', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const reqseq = crypto.randomUUID();
    const first = await client.post('/wechat/api/wechatuser/refreshuser', { reqseq });
    const again = await client.post('/wechat/api/wechatuser/refreshuser', { reqseq });
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);

    const racing = crypto.randomUUID();
    const [a, b] = await Promise.all([
      client.post('/wechat/api/wechatuser/refreshuser', { reqseq: racing }),
      client.post('/wechat/api/wechatuser/refreshuser', { reqseq: racing }),
    ]);
    expect(a.body).toEqual(b.body);
    expect([a.headers.get('idempotent-replay'), b.headers.get('idempotent-replay')]).toContain('true');
  });

  it('replays across the spellings of one path (a trailing slash is the same call)', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const reqseq = crypto.randomUUID();
    expect((await client.post('/wechat/api/wechatuser/refreshuser', { reqseq })).status).toBe(200);
    const slashed = await client.post('/wechat/api/wechatuser/refreshuser/', { reqseq });
    expect(slashed.headers.get('idempotent-replay')).toBe('true');
  });

  it('requires a reqseq on data-changing calls', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const answer = await client.request('POST', '/wechat/api/wechatuser/refreshuser', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: '缺少请求序列号 reqseq' });
  });

  it('refuses a reqseq that is no plausible key (over 128 characters, spaces) instead of cutting it short (two long ones would share a replay)', async () => {
    const { client } = await newSignedInUser(baseUrl);
    for (const reqseq of [`${'a'.repeat(128)}x`, 'two words', '']) {
      const answer = await client.post('/wechat/api/wechatuser/refreshuser', { reqseq });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ message: '缺少请求序列号 reqseq' });
    }
  });

  it('accepts form-encoded bodies', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const answer = await client.postForm('/online/wx/apilist/createWxConfig', { url: `${baseUrl}/home` });
    expect(answer.body).toMatchObject({ stat: 1, data: { appId: 'wxdemo0000hall' } });
  });

  it('sends security headers and no x-powered-by', async () => {
    const answer = await new TestClient(baseUrl).get('/healthz');
    expect(answer.headers.get('x-powered-by')).toBeNull();
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });
});
