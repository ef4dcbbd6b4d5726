import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staffClient';
import { startOwnTestServer } from '../support/ownTestServer';
import { newSignedInUser, TestClient } from '../support/testClient';

type OwnServer = Awaited<ReturnType<typeof startOwnTestServer>>;

describe('one address, many people: the flood guard (issue 26)', () => {
  let server: OwnServer;
  beforeAll(async () => {
    server = await startOwnTestServer({ API_RATE_LIMIT_PER_MINUTE: '200', API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '40' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('does not let an anonymous flood from an address stop a signed-in clerk or citizen behind it, nor staff sign-in', async () => {
    if (!server) return;
    const clerk = await signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026');
    const { client: citizen } = await newSignedInUser(server.url, 'flood');
    const statuses: number[] = [];
    for (let batch = 0; batch < 6; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${server!.url}/online/wx/apilist/getApplyList`)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect((await fetch(`${server.url}/online/wx/apilist/getApplyList`)).status).toBe(429);
    expect((await clerk.get('/staff/api/me')).status).toBe(200);
    expect((await citizen.post('/online/wx/apilist/validateUserInfo')).status).toBe(200);
    expect((await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026')).cookie).not.toBe('');
    // Citizen sign-in too: the hall's call to the (emulated) platform comes from this address, and
    // the platform keeps budgets of its own, not the hall's.
    expect((await newSignedInUser(server.url, 'after')).client).toBeDefined();
    // The anonymous budget is the smaller one (40 of 300 here).
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(250);
    // A signed-in member still has a budget of their own: it runs out too.
    const own = await Promise.all(Array.from({ length: 210 }, () => clerk.get('/staff/api/me')));
    expect(own.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect((await citizen.post('/online/wx/apilist/validateUserInfo')).status).toBe(200);
  });
});

describe("a stranger's phone: texts limited per account and address before the phone (issue 26)", () => {
  let server: OwnServer;
  // demo-verified's own number (README): the phone's owner is a signed-in citizen whose verified profile holds it.
  const PHONE = '13812345678';
  beforeAll(async () => {
    server = await startOwnTestServer({ TRUST_PROXY: 'true' });
  }, 120_000);
  afterAll(() => server?.stop());

  /** A minute passes for the phone's one-code-a-minute limit (the test cannot wait one out). */
  const aMinuteLater = () => server!.deps.db.deleteFrom('rate_limits').where('key', 'like', `phonecode:minute:%${PHONE}`).execute();
  const askFrom = async (client: TestClient, address: string) => {
    const answer = await client.request<{ stat: number; message: string }>('POST', '/online/wx/apilist/getPhoneCode', {
      body: JSON.stringify({ reqseq: crypto.randomUUID(), phone: PHONE }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    });
    return `${answer.status} ${answer.body.message}`;
  };
  const SENT = '200 验证码已发送，请注意查收';
  const LIMITED = '429 获取验证码次数过多，请稍后再试';

  it("refuses throw-away accounts behind one address before they spend the phone's budget, and the owner still gets a code", async () => {
    if (!server) return;
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      await aMinuteLater();
      answers.push(await askFrom((await newSignedInUser(server.url, 'thr')).client, '203.0.113.7'));
    }
    expect(answers).toEqual([...Array(3).fill(SENT), ...Array(7).fill(LIMITED)]);
    const owner = await new TestClient(server.url).signIn('demo-verified');
    expect(await askFrom(owner, '203.0.113.7')).toBe(SENT);
  });

  it('lets the owner have a code after strangers from ten addresses used up what the phone takes from others', async () => {
    if (!server) return;
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      await aMinuteLater();
      answers.push(await askFrom((await newSignedInUser(server.url, 'thr')).client, `198.51.100.${i + 1}`));
    }
    expect(answers.slice(-3)).toEqual(Array(3).fill(LIMITED));
    await aMinuteLater();
    const owner = await new TestClient(server.url).signIn('demo-verified');
    expect(await askFrom(owner, '198.51.100.99')).toBe(SENT);
    // The code reached the phone's inbox.
    const inbox = await server.deps.db.selectFrom('sms_emulated_messages').select('text').where('phone', '=', PHONE).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(inbox.text).toMatch(/\d{6}/);
  });
});
