import { describe, expect, inject, it } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from '../support/accountHelpers';
import { fetchBytes, pdfText, waitForRecord, ZHANG } from '../support/registryHelpers';
import { newSignedInUser, TestClient } from '../support/testClient';

const baseUrl = inject('baseUrl');
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
});
