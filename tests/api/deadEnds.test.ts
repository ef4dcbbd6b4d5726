import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { passFace } from '../support/accountHelpers';
import { bookingUser } from '../support/appointmentHelpers';
import { multipart } from '../support/registryHelpers';
import { signInStaff } from '../support/staffClient';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

/** Issue 27, part 2: what a citizen is answered where the app used to stop. */
const baseUrl = apiBaseUrl();

describe.skipIf(!baseUrl)('a page address carrying an openid', () => {
  it("shows the app for someone else's openid in a page's query, and still refuses it in an API call", async () => {
    const { client } = await newSignedInUser(baseUrl, 'oid');
    const page = await client.request('GET', '/prodoing?openid=someone-else', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(String(page.body)).toContain('<div id="root"');
    const call = await client.post('/online/wx/apilist/validateUserInfo', { openid: 'someone-else' });
    expect(call.status).toBe(403);
  });
});

type Message = { kind: string; title: string; text: string; link: string };
const messages = async (client: TestClient) => (await client.get<{ data: { list: Message[] } }>('/api/messages')).body.data.list;

describe.skipIf(!baseUrl)('what the message centre is told', () => {
  it("tells the citizen of the content editor's reply to their feedback, leading to it", async () => {
    // A citizen with a phone: the message centre lists what reached them.
    const { client } = await bookingUser(baseUrl);
    const sent = await client.post<{ data: { id: number } }>('/online/wx/apilist/sendSaveFeedback', { content: '希望增加周末预约时段' });
    const id = sent.body.data.id;
    const editor = await signInStaff(baseUrl, 'demo-content', 'demo-content-2026');
    const replied = await editor.post(`/staff/api/feedback/${id}/reply`, { content: '已增加周六上午时段' });
    expect(replied.status).toBe(200);
    await expect.poll(async () => (await messages(client)).map((m) => [m.kind, m.title, m.link]), { timeout: 15_000 }).toEqual([
      ['feedback.replied', '意见反馈已回复', `/my/feedBackDetail?id=${id}`],
    ]);
  });

  it('tells the citizen of a licence verification and of a certificate search answered, naming what was asked', async () => {
    const client = await new TestClient(baseUrl).signIn('demo-verified');
    const upload = await client.request<{ data: { ID: string } }>('POST', `/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, {
      body: multipart([{ name: '证照.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }], { xzqdm: '130400', xzqmc: '邯郸市' }),
    });
    expect(upload.status).toBe(200);
    await expect.poll(async () => (await messages(client)).filter((m) => m.link === '/dzzzverificationrecord').map((m) => m.text), { timeout: 30_000 }).toContainEqual(
      expect.stringContaining('您的电子证照验证（证照.pdf）已有结果'),
    );

    // The search by a citizen of its own: a face check passed for 张建国 would stay with the shared
    // server's demo user and open registry.test's search without one.
    const searcher = await bookingUser(baseUrl, '赵文静');
    await passFace(searcher.client, searcher.name, searcher.cardnum);
    const code = await searcher.client.post<{ data: string }>('/online/wx/apilist/phong_query_yzm', { qlrphone: searcher.phone });
    const search = { qlrname: searcher.name, qlrcode: searcher.cardnum, qlrphone: searcher.phone, xzqmc: '邯郸市', xzqdm: '130400', code: code.body.data };
    expect((await searcher.client.post('/online/wx/apilist/sentquerycert', search)).status).toBe(200);
    await expect.poll(async () => (await messages(searcher.client)).filter((m) => m.link === '/querycertrecord').map((m) => m.text), { timeout: 30_000 }).toContainEqual(
      expect.stringContaining('您的产权查询（邯郸市）已有结果'),
    );
  }, 90_000);
});
