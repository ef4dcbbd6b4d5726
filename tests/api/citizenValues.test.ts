import { describe, expect, it } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from '../support/accountHelpers';
import { fetchBytes, pdfText, waitForRecord, ZHANG } from '../support/registryHelpers';
import { newSignedInUser, TestClient } from '../support/testClient';
import { call, firstMortgage, holder, obligor, verifiedCitizen } from '../support/applicationFixtures';
import { stageAction } from '../support/staffReview';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const APILIST = '/online/wx/apilist';
const zhang = async () => new TestClient(baseUrl).signIn('demo-verified');

type Envelope = { errcode: string | number; errmsg: string; data: Record<string, unknown> };

/** Issue 27: the values a citizen's errands carry read true. */
describe.skipIf(!baseUrl)('values a citizen reads and types (issue 27)', () => {
  it('takes a name whose parts a middle dot joins (买买提·艾力) on the profile', async () => {
    const { client } = await newSignedInUser(baseUrl, 'dot');
    const name = '买买提·艾力';
    const cardnum = randomIdNumber();
    const phone = randomPhone();
    await passFace(client, name, cardnum);
    await client.post('/online/wx/apilist/getPhoneCode', { phone });
    const code = await latestSmsCode(client, phone);
    const saved = await client.post<Envelope>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code, password: 'abc123' });
    expect(saved.body).toMatchObject({ errcode: '00', data: { name } });
  });

  it('finds a certificate typed with full-width brackets and spaces, in the query and in filing', async () => {
    const client = await zhang();
    const typed = '冀（2019）邯郸市不动产权第 0016875号';
    const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/certificateSearch`, { ...ZHANG, qzh: typed, xzqdm: '130400' });
    expect((await waitForRecord(client, `${APILIST}/zsrecord`, submitted.body.data.ID)).state).toBe(20);
    const units = await client.post<{ data: unknown[] }>('/mpnw/api/singleApply/searchBdcdyInfoByBdcqzh', { bdcqzh: typed });
    expect(units.body.data.length).toBeGreaterThan(0);
  });

  it('lists every unit number of the two-shop certificate in its query report', async () => {
    const client = await zhang();
    const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/certificateSearch`, { ...ZHANG, qzh: '冀(2022)邯郸市不动产权第0031207号', xzqdm: '130400' });
    const record = await waitForRecord(client, `${APILIST}/zsrecord`, submitted.body.data.ID);
    const link = await client.post<{ data: { url: string } }>(`${APILIST}/querySearch`, { id: record.ID });
    const text = (await pdfText((await fetchBytes(client, link.body.data.url)).bytes)).replace(/\s+/g, '');
    expect(text).toContain('130404002003GB00015F00010103');
    expect(text).toContain('130404002003GB00015F00010104');
  });

  it('issues no electronic licence for the cancelled certificate 0004511, and says why', async () => {
    const client = await zhang();
    const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/dzzzcertificateSearch`, { ...ZHANG, qzh: '冀(2012)邯郸市不动产权第0004511号', xzqdm: '130400' });
    const record = await waitForRecord(client, `${APILIST}/dzzzRecord`, submitted.body.data.ID);
    expect(record).toMatchObject({ state: 21, state_msg: '该证书已注销，不能出具电子证照' });
    expect((await client.post(`${APILIST}/getDzzzPdf`, { id: record.ID })).status).toBe(409);
  });

  it('says 已提交 at submit and 已受理 with the acceptance number when staff accept; 受理时间 is the acceptance’s own time', async () => {
    type Message = { kind: string; title: string; text: string };
    type Progress = { acceptedAt: string | null; actStart: string; activityName: string; steps: Array<{ activityName: string; actStart: string }> };
    const { client } = await verifiedCitizen(baseUrl);
    const messages = async () => (await client.get<{ data: { list: Message[] } }>('/api/messages')).body.data.list;
    const progress = async (lsh: string) => (await client.post<{ data: Progress }>(`${APILIST}/process`, { lsh })).body.data;
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const { proinst } = (await call(client, 'getApply', { slsqId: id })) as { proinst: { prolsh: string } };

    await expect.poll(async () => (await messages()).map((m) => m.kind), { timeout: 15_000 }).toEqual(['application.submitted']);
    const [submitted] = await messages();
    expect(`${submitted!.title}${submitted!.text}`).toContain('已提交');
    expect(`${submitted!.title}${submitted!.text}`).not.toContain('受理号');
    expect(`${submitted!.title}${submitted!.text}`).not.toContain('已受理');
    expect(await progress(proinst.prolsh)).toMatchObject({ acceptedAt: null, activityName: '网上申请' });

    await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'accept');
    await expect.poll(async () => (await messages()).map((m) => m.kind), { timeout: 15_000 }).toEqual(['application.accepted', 'application.submitted']);
    const [accepted] = await messages();
    expect(accepted!.text).toContain(`已受理，受理号${proinst.prolsh}`);

    await stageAction(baseUrl, 'reviewer', id, 'firstReview', 'approve');
    const now = await progress(proinst.prolsh);
    const acceptance = now.steps.find((step) => step.activityName === '受理通过')!;
    expect(now.steps.map((step) => step.activityName)).toEqual(['网上申请', '受理通过', '初审通过']);
    expect(now.acceptedAt).toBe(acceptance.actStart);
    expect(now.actStart).not.toBe(now.acceptedAt);
  });

  it('lists submitted applications newest first by the submission time each card shows, drafts by their creation', async () => {
    type Listed = { rows: Array<{ id: string; prostart: string }> };
    const { client } = await verifiedCitizen(baseUrl);
    const older = await firstMortgage(client);
    const newer = await firstMortgage(client);
    // The one created later is submitted first: the card of the other shows the later time.
    await call(client, 'submitApplyProject', { proinstid: newer, appointment: '0' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await call(client, 'submitApplyProject', { proinstid: older, appointment: '0' });
    const listed = (await call(client, 'getApplyList', { tab: 1 })) as unknown as Listed;
    expect(listed.rows.map((row) => row.id)).toEqual([older, newer]);
    expect(listed.rows[0]!.prostart > listed.rows[1]!.prostart).toBe(true);
  });

  it('refuses one ID number for two different people on opposite sides when the party is saved, and keeps nothing', async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const { proinstid } = await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
    const id = String(proinstid);
    await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: holder });
    const refused = await client.post<{ errcode: string; errmsg: string }>(`${APILIST}/addPerson`, { proinstid: id, type: '1', proposerinfo: { ...obligor, sqr_zjh: holder.sqr_zjh.toLowerCase() } });
    expect(refused.status).toBe(400);
    expect(refused.body.errmsg).toBe('证件号码1304**********1231同时填给了张建国和李秀英：一个证件号码只属于一个人，请核对后修改');
    const stored = (await call(client, 'getApply', { slsqId: id })) as { sqrs: unknown[] };
    expect(stored.sqrs).toHaveLength(1);
    // The same person again is not a clash.
    await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: { ...holder } });
  });
});
