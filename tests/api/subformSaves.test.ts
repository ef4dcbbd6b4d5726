/**
 * Every sub-form saved through the server with the specification's field names, through the
 * engine's save path (server/schemas/service.ts saveForm): what comes back and what
 * getApply shows are exactly the fields the form keeps — spec aliases mapped, unknown and hidden
 * fields gone — and a refusal carries the form's own message.
 */
import { describe, expect, it } from 'vitest';
import { newSignedInUser, type TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const API = '/online/wx/apilist/';
type Fields = Record<string, unknown>;
type Envelope<T> = { errcode: string; errmsg: string; data: T };
type Rights = { state: number; msg: string; data: Fields };

async function draft(client: TestClient, prodefid: string) {
  const answer = await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid, appointment: '0', xzqdm: '130402' });
  expect(answer.body.errcode).toBe('00');
  return answer.body.data.proinstid;
}

/** The saved record without the ids the server gives it. */
const withoutIds = ({ id: _id, ...fields }: Fields) => fields;

async function saveRights(client: TestClient, prodefid: string, savetype: string, record: Fields) {
  const proinstid = await draft(client, prodefid);
  const saved = await client.post<Rights>(`${API}addQlxxInfo`, { proinstid, savetype, reqData: record });
  const apply = await client.post<Envelope<{ qlxxInfo: Record<string, Fields> }>>(`${API}getApply`, { slsqId: proinstid });
  return { saved, stored: apply.body.data.qlxxInfo };
}

describe.skipIf(!baseUrl)('sub-form saves through the engine, with the spec names', () => {
  it('the sale rights info (qlxx, savetype 1): the price unit is required (L271), the stored record is exactly the form fields', async () => {
    const { client } = await newSignedInUser(baseUrl, 'ss');
    const record = { czfs: '01', sfhbzs: '0', qdjg: '1200000', jgdw: '1', cqly: '106', djyy: '二手房买卖', extra: 'x' };
    const { saved, stored } = await saveRights(client, '3001', '1', record);
    expect(saved.body.state).toBe(1);
    expect(withoutIds(saved.body.data)).toEqual({ czfs: '01', sfhbzs: '0', qdjg: 1200000, jgdw: '1', cqly: '106', djyy: '二手房买卖' });
    expect(stored).toEqual({ QLXX: saved.body.data });
    const noUnit = await saveRights(client, '3001', '1', { ...record, jgdw: '' });
    expect(noUnit.saved).toMatchObject({ status: 400, body: { state: 0, msg: '价格单位不能为空' } });
    expect(noUnit.stored).toEqual({});
  });

  it('the pre-registration rights (ygqlxx, savetype 2)', async () => {
    const { client } = await newSignedInUser(baseUrl, 'ss');
    const record = { tdsyqsrq: '2020-01-01', tdsyjsrq: '2090-01-01', czfs: '02', sfhbzs: '0', qdjg: 1500000, jgdw: '1', cqly: '106', sfgycq: '1', djyy: '商品房预售' };
    const { saved, stored } = await saveRights(client, '2001', '2', { sqrxm: '张建国', code: 'YGDJ01', YGQLXX: record });
    expect(saved.body.state).toBe(1);
    expect(withoutIds(saved.body.data)).toEqual({ ...record, sqrxm: '张建国', code: 'YGDJ01' });
    expect(stored).toEqual({ YGQLXX: saved.body.data });
    const noCount = await saveRights(client, '2001', '2', { ...record, sfhbzs: '' });
    expect(noCount.saved.body.msg).toBe('证书个数不能为空');
  });

  it('the pre-mortgage (ydyqlxx, savetype 3 at /info/dyqinfo on 700/23): zqqssj/zqjssj stored as the term dates', async () => {
    const { client } = await newSignedInUser(baseUrl, 'ss');
    const record = { dyfs: '1', bdbzzqse: '80', jgdw: '3', zqqssj: '2024-01-01', zqjssj: '2054-01-01', czfs: '02', sfhbzs: '0' };
    const { saved, stored } = await saveRights(client, '2002', '3', record);
    expect(saved.body.state).toBe(1);
    expect(withoutIds(saved.body.data)).toEqual({ dyfs: '1', bdbzzqse: 80, jgdw: '3', zqlxqx_start: '2024-01-01', zqlxqx_end: '2054-01-01', czfs: '02', sfhbzs: '0' });
    expect(stored).toEqual({ YDYQLXX: saved.body.data });
  });

  it('the maximum-amount mortgage (dyqxx): the prohibition clause sent as 2 is stored as the form’s yes, 1; way 2 drops the principal', async () => {
    const { client } = await newSignedInUser(baseUrl, 'ss');
    const record = { dyfs: '2', zgzqse: 300, bdbzzqse: 80, zgzqqdss: '约定期间届满', jgdw: '3', zqqssj: '2024-03-01', zqjssj: '2044-03-01', sfczjzhxzzrdybdcdyd: '2', czfs: '01', sfhbzs: '0' };
    const { saved, stored } = await saveRights(client, '1002', '3', { sqrxm: '张建国', code: 'DYQSC02', DYQXX: record });
    expect(saved.body.state).toBe(1);
    expect(withoutIds(saved.body.data)).toEqual({
      sqrxm: '张建国',
      code: 'DYQSC02',
      dyfs: '2',
      zgzqse: 300,
      zgzqqdss: '约定期间届满',
      jgdw: '3',
      zqlxqx_start: '2024-03-01',
      zqlxqx_end: '2044-03-01',
      sfczjzhxzzrdybdcdyd: '1',
      czfs: '01',
      sfhbzs: '0',
    });
    expect(stored).toEqual({ DYQXX: saved.body.data });
  });

  it('a company applicant: the company variant picked by sqr_type, checked with its own messages', async () => {
    const { client } = await newSignedInUser(baseUrl, 'ss');
    const proinstid = await draft(client, '1001');
    const company = { sqr_type: '1', sqr_name: '邯郸冀南置业有限公司', sqr_zjlx: '7', sqr_zjh: '91130400MA0CXXXX1B', sqr_tel: '03103012345', sqr_qt_fr_name: '王立' };
    const refused = await client.post<Envelope<Fields>>(`${API}addPerson`, { proinstid, type: '0', proposerinfo: { ...company, sqr_name: '' } });
    expect(refused).toMatchObject({ status: 400, body: { errmsg: '公司名称不能为空' } });
    const saved = await client.post<Envelope<Fields>>(`${API}addPerson`, { proinstid, type: '0', proposerinfo: company });
    expect(saved.body.errcode).toBe('00');
    const { sqr_id: _id, ...fields } = saved.body.data;
    expect(fields).toEqual({ ...company, sqr_lx: '0' });
  });
});
