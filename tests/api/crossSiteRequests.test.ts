import { describe, expect, it } from 'vitest';
import { latestSmsCode, randomPhone } from '../support/accountHelpers';
import { newSignedInUser, type TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const REFUSED = '请在本服务大厅的页面内操作，其他网站发起的请求已拒绝';
/** A page on another port of the hall's own host: the same site, so SameSite=Lax cookies go along. */
const NEIGHBOUR = 'http://127.0.0.1:1';

const feedbackTotal = async (client: TestClient) => (await client.post<{ data: { total: number } }>('/online/wx/apilist/getFeedBackListPage')).body.data.total;

describe.skipIf(!baseUrl)('state changes another origin asks for (issue 18)', () => {
  it('refuses feedback, SMS codes, uploads and logout from another origin, changing nothing', async () => {
    const { client } = await newSignedInUser(baseUrl, 'csrf');
    const phone = randomPhone();
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-site', origin: NEIGHBOUR },
      { 'sec-fetch-site': 'cross-site' },
      { origin: NEIGHBOUR },
      { origin: 'null' },
      { referer: `${NEIGHBOUR}/page.html` },
    ];
    for (const headers of elsewhere) {
      const json = { ...headers, 'content-type': 'application/json' };
      const feedback = await client.request('POST', '/online/wx/apilist/sendSaveFeedback', { body: JSON.stringify({ content: '跨站提交的意见' }), headers: json });
      expect(feedback).toMatchObject({ status: 403, body: { errmsg: REFUSED } });
      const sms = await client.request('POST', '/online/wx/apilist/getPhoneCode', { body: JSON.stringify({ phone }), headers: json });
      expect(sms).toMatchObject({ status: 403, body: { errmsg: REFUSED } });
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(64)], { type: 'image/png' }), 'scan.png');
      // Refused before its body is read: the answer may close the connection while it is still sent.
      const upload = await client.request('POST', '/mp/api/material/uploadfiles?reqseq=csrf', { body: form, headers }).then(
        (answer) => answer.status,
        () => 'closed',
      );
      expect([403, 'closed']).toContain(upload);
      const logout = await client.request('POST', '/logout', { body: '', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' } });
      expect(logout.status).toBe(403);
    }
    expect((await client.get('/api/app/appinfo')).status).toBe(200);
    expect(await feedbackTotal(client)).toBe(0);
    expect(await latestSmsCode(client, phone)).toBe('');
  });

  it("takes the hall's own pages' writes, and a client that names no origin", async () => {
    const { client } = await newSignedInUser(baseUrl, 'csrf');
    const own: Record<string, string>[] = [{ 'sec-fetch-site': 'same-origin', origin: baseUrl }, { origin: baseUrl }, { referer: `${baseUrl}/my/feedBack` }, {}];
    for (const [n, headers] of own.entries()) {
      const body = JSON.stringify({ reqseq: `own-${n}`, content: '本站页面提交的意见' });
      const sent = await client.request('POST', '/online/wx/apilist/sendSaveFeedback', { body, headers: { ...headers, 'content-type': 'application/json' } });
      expect(sent.status).toBe(200);
    }
    expect(await feedbackTotal(client)).toBe(own.length);
  });
});
