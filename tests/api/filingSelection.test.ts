import { describe, expect, it } from 'vitest';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

type Node = { xzqdm: string; xzqmc: string };
type RegionList = Node & { cityxzq: Array<Node & { districtxzq: Node[] }> };
type Envelope<T> = { errcode: string; errmsg: string; data: T };
type Business = { id: string; prodef_name: string; yhlx: string; djlx: string; qllx: string; code: string };

describe.skipIf(!baseUrl)('region and business selection', () => {
  it('answers 130400 (the first region asked for) as Handan with its districts, from the registry list', async () => {
    const client = new TestClient(baseUrl);
    const answer = await client.post<Envelope<RegionList>>('/online/wx/apilist/getAddressList', { xzqdm: '130400' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ errcode: '00', data: { xzqdm: '130400', xzqmc: '邯郸市' } });
    expect(answer.body.data.cityxzq).toHaveLength(1);
    const districts = answer.body.data.cityxzq[0]!.districtxzq.map((d) => d.xzqmc);
    expect(districts).toEqual(expect.arrayContaining(['邯山区', '丛台区', '复兴区', '峰峰矿区', '武安市']));
    expect(districts).not.toContain('市辖区');
    // The twin, form-encoded as the old pages send it.
    const twin = await client.postForm<Envelope<RegionList>>('/online/wx/apilist/GetAcceptXzqFromDB', { xzqdm: '130400' });
    expect(twin.body.data).toEqual(answer.body.data);
  });

  it("keeps the spec's conventions: a province lists its cities, a municipality its 市辖区, no districts is --", async () => {
    const client = new TestClient(baseUrl);
    const hebei = await client.post<Envelope<RegionList>>('/online/wx/apilist/getAddressList', { xzqdm: '130000' });
    const cities = hebei.body.data.cityxzq.map((c) => c.xzqdm);
    expect(cities).toEqual(expect.arrayContaining(['130100', '130400', '139001']));
    expect(hebei.body.data.cityxzq.find((c) => c.xzqdm === '139001')!.districtxzq).toEqual([{ xzqdm: '--', xzqmc: '--' }]);
    const beijing = await client.post<Envelope<RegionList>>('/online/wx/apilist/getAddressList', { xzqdm: '110000' });
    expect(beijing.body.data.cityxzq.map((c) => c.xzqmc)).toEqual(['市辖区']);
    const dongguan = await client.post<Envelope<RegionList>>('/online/wx/apilist/getAddressList', { xzqdm: '441900' });
    expect(dongguan.body.data.cityxzq[0]!.districtxzq).toEqual([{ xzqdm: '--', xzqmc: '--' }]);
    const hongkong = await client.post<Envelope<RegionList>>('/online/wx/apilist/getAddressList', { xzqdm: '810000' });
    expect(hongkong.body.data.cityxzq.every((c) => /^81\d{4}$/.test(c.xzqdm))).toBe(true);
    const district = await client.post<Envelope<RegionList>>('/online/wx/apilist/getAddressList', { xzqdm: '130402' });
    expect(district.body.data.cityxzq).toEqual([{ xzqdm: '130402', xzqmc: '邯山区', districtxzq: [] }]);
  });

  it('refuses an unknown or malformed region code with a message', async () => {
    const client = new TestClient(baseUrl);
    expect(await client.post('/online/wx/apilist/getAddressList', { xzqdm: '999999' })).toMatchObject({
      status: 404,
      body: { errcode: '01', errmsg: '未找到该行政区划' },
    });
    expect((await client.post('/online/wx/apilist/getAddressList', { xzqdm: '--' })).status).toBe(400);
    expect((await client.post('/online/wx/apilist/getAddressList', {})).status).toBe(400);
    expect((await client.post('/online/wx/apilist/initSel', { xzqdm: '999999', dylx: '1' })).status).toBe(404);
  });

  it('lists the business types, and per type the parents with their sub-businesses (enterprise-only ones marked)', async () => {
    const client = new TestClient(baseUrl);
    const types = await client.post<Envelope<Array<{ examplename: string; examplerange: string; imgpath: string }>>>('/online/wx/apilist/getApplyType');
    expect(types.body.data[0]).toEqual({ examplename: '抵押登记', examplerange: '1', imgpath: '/images/business/mortgage.svg' });
    const english = await client.request<Envelope<Array<{ examplename: string }>>>('POST', '/online/wx/apilist/getApplyType', {
      body: JSON.stringify({ reqseq: 'x' }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(english.body.data[0]!.examplename).toBe('Mortgage');

    const sel = await client.post<Envelope<{ selList: Array<{ Id: string; Prodef_name: string; Prodefs: Business[] }> }>>('/online/wx/apilist/initSel', {
      xzqdm: '130400',
      sfqy: '1',
      yhlx: '0',
      dylx: '1',
    });
    expect(sel.body.data.selList.map((p) => p.Id)).toEqual(['P10']);
    const businesses = sel.body.data.selList[0]!.Prodefs;
    expect(businesses[0]).toEqual({ id: '1001', prodef_name: '一般抵押权首次登记', yhlx: '0', djlx: '100', qllx: '4', code: 'DYQSC01' });
    expect(businesses.find((b) => b.id === '1004')?.yhlx).toBe('1');
    const enterprise = await client.post<Envelope<{ selList: Array<{ Prodefs: Business[] }> }>>('/online/wx/apilist/initSel', { xzqdm: '130400', yhlx: '1', dylx: '1' });
    expect(enterprise.body.data.selList.flatMap((p) => p.Prodefs).map((b) => b.id)).toEqual(['1004']);
    const none = await client.post<Envelope<{ selList: unknown[] }>>('/online/wx/apilist/initSel', { xzqdm: '130400', dylx: '99' });
    expect(none.body.data.selList).toEqual([]);
  });

  it("answers getUserType from the session's user, never from an openid the client sends", async () => {
    const personal = await new TestClient(baseUrl).signIn('demo-verified');
    expect((await personal.post('/online/wx/apilist/getUserType', { openid: 'demo-verified' })).body).toMatchObject({ errcode: '00', data: { usertype: '0' } });
    expect(await personal.post('/online/wx/apilist/getUserType', { openid: 'demo-enterprise' })).toMatchObject({ status: 403 });
    const enterprise = await new TestClient(baseUrl).signIn('demo-enterprise');
    expect((await enterprise.post('/online/wx/apilist/getUserType')).body).toMatchObject({ data: { usertype: '1' } });
    const fresh = await newSignedInUser(baseUrl, 'ut');
    expect((await fresh.client.post('/online/wx/apilist/getUserType')).body).toMatchObject({ data: { usertype: '0' } });
    expect((await new TestClient(baseUrl).post('/online/wx/apilist/getUserType')).status).toBe(401);
  });
});
