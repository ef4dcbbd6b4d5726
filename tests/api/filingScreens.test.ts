import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { newSignedInUser, type TestClient } from '../support/testClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
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

describe.skipIf(!baseUrl)('filing: the rejection opinion as the citizen reads it', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
  });
  afterAll(() => server?.close());

  it('joins the two opinions with one separator on getApply and the list, and shows none once resubmitted', async () => {
    const db = server.deps.db;
    const { client, openid } = await signedInCitizen(server.url, db, 'rej');
    const id = await insertApplication(db, openid, { shzt: 11 });
    await db.updateTable('applications').set({ sh_xmsl_yj: '请补充抵押合同材料。', sh_qjdc_yj: '权籍调查信息有误。' }).where('id', '=', id).execute();
    const joined = '请补充抵押合同材料；权籍调查信息有误。';

    const apply = await client.post<Envelope<{ proinst: { rejection: string; pro_slxmsh: Record<string, string> } }>>(`${API}getApply`, { slsqId: id });
    expect(apply.body.data.proinst).toMatchObject({ rejection: joined, pro_slxmsh: { sh_xmsl_yj: '请补充抵押合同材料。', sh_qjdc_yj: '权籍调查信息有误。' } });
    const list = await client.post<Envelope<{ rows: Array<{ id: string; rejection: string }> }>>(`${API}getApplyList`, { tab: 3 });
    expect(list.body.data.rows).toEqual([expect.objectContaining({ id, rejection: joined })]);

    // Submitted again: the old opinion stays stored but is not shown.
    await db.updateTable('applications').set({ shzt: 0 }).where('id', '=', id).execute();
    expect((await client.post<Envelope<{ proinst: { rejection: string } }>>(`${API}getApply`, { slsqId: id })).body.data.proinst.rejection).toBe('');
  });
});
