import { describe, expect, inject, it } from 'vitest';
import { newSignedInUser, type TestClient } from '../support/testClient';

const baseUrl = inject('baseUrl');
const API = '/online/wx/apilist/';

type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };

const holder = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号', sqr_gyfs: '1' };

async function tapApply(client: TestClient, prodefid = '1001', appointment = '0'): Promise<string> {
  const answer = await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid, appointment, xzqdm: '130402' });
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ errcode: '00' });
  return answer.body.data.proinstid;
}

const draftCount = async (client: TestClient) => (await client.post<Envelope<{ total: number }>>(`${API}getApplyList`, { tab: 0 })).body.data.total;

describe.skipIf(!baseUrl)('filing: 我要申请 reuses the untouched draft', () => {
  it('hands out the same empty draft on every tap until something is saved into it', async () => {
    const { client } = await newSignedInUser(baseUrl, 'reuse');
    const first = await tapApply(client);
    expect(await tapApply(client)).toBe(first);
    expect(await draftCount(client)).toBe(1);
    // Another business or mode is another draft.
    const other = await tapApply(client, '3001');
    const booked = await tapApply(client, '1001', '1');
    expect(new Set([first, other, booked]).size).toBe(3);

    expect((await client.post(`${API}addPerson`, { proinstid: first, type: '0', proposerinfo: holder })).body).toMatchObject({ errcode: '00' });
    const fresh = await tapApply(client);
    expect(fresh).not.toBe(first);
    expect(await draftCount(client)).toBe(4);

    // Someone else's untouched draft is never handed out.
    const { client: stranger } = await newSignedInUser(baseUrl, 'reuse');
    expect(await tapApply(stranger)).not.toBe(fresh);
  });

  it('makes one draft of many taps at once', async () => {
    const { client } = await newSignedInUser(baseUrl, 'reuse');
    const ids = await Promise.all(Array.from({ length: 8 }, () => tapApply(client, '2001')));
    expect(new Set(ids).size).toBe(1);
    expect(await draftCount(client)).toBe(1);
  });
});
