import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { multipart } from '../support/registryHelpers';
import { TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

/**
 * Issue 27: the message centre shows each message in the reader's language, the hall's own words
 * (the business, the query and its result) too, rendered when read (decision 0065).
 */
const baseUrl = apiBaseUrl();
const CJK = /[\u4e00-\u9fff]/;

type Message = { kind: string; title: string; text: string; link: string };
const messagesIn = async (client: TestClient, language: string) =>
  (await client.request<{ data: { list: Message[] } }>('GET', '/api/messages', { headers: { 'accept-language': language } })).body.data.list;

describe.skipIf(!baseUrl)('the message centre in the reader’s language', () => {
  it('names the business of a submission in English for an English reader, and in Chinese for a Chinese one', async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await expect.poll(async () => (await messagesIn(client, 'en')).map((m) => m.kind), { timeout: 15_000 }).toEqual(['application.submitted']);
    const [english] = await messagesIn(client, 'en');
    expect(english!.title).toBe('Application submitted');
    expect(english!.text).toContain('Your First registration of an ordinary mortgage application is submitted');
    expect(english!.text).not.toMatch(CJK);
    const [chinese] = await messagesIn(client, 'zh-CN');
    expect(chinese!.text).toContain('您的一般抵押权首次登记申请已提交');
  });

  it('names a licence verification and its result in English for an English reader', async () => {
    const client = await new TestClient(baseUrl).signIn('demo-verified');
    const file = `licence-${crypto.randomUUID().slice(0, 8)}.pdf`;
    const upload = await client.request('POST', `/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, {
      body: multipart([{ name: file, bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }], { xzqdm: '130400', xzqmc: '邯郸市' }),
    });
    expect(upload.status).toBe(200);
    const about = async (language: string) => (await messagesIn(client, language)).filter((m) => m.text.includes(file)).map((m) => m.text);
    await expect.poll(() => about('en'), { timeout: 30_000 }).toHaveLength(1);
    const [english] = await about('en');
    expect(english).toMatch(new RegExp(`Your e-licence verification \\(${file.replace('.', '\\.')}\\) has its result: (genuine|not verified)\\.`));
    expect(english).not.toMatch(CJK);
    expect((await about('zh-CN'))[0]).toContain(`您的电子证照验证（${file}）已有结果`);
  }, 60_000);
});
