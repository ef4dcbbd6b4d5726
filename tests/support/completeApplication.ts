import { expect } from 'vitest';
import { fillRequiredGroups } from './filingMaterials';
import type { TestClient } from './testClient';

const API = '/online/wx/apilist/';

type Fields = Record<string, unknown>;
type Envelope<T> = { errcode: string; errmsg: string; data: T };

/** What a first mortgage's fill page takes: the holder (mortgagee), the obligor, a unit and the mortgage. */
export const holder = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号', sqr_gyfs: '1' };
export const obligor = { ...holder, sqr_name: '李秀英', sqr_zjh: '130402199007082649', sqr_tel: '13912345678' };
export const unit = { bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: '130403007001GB00123F00031502', zl: '复兴区锦绣花园3号楼1单元101', fwyt: '10', fwsyqmj: 98.5 };
export const mortgage = { dyfs: '1', bdbzzqse: 500000, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1', czfs: '01', sfhbzs: '0' };

/** A new draft through getApplyCode (a first mortgage unless told). */
export async function draft(client: TestClient, prodefid = '1001', extra: Fields = {}) {
  const answer = await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid, appointment: '0', xzqdm: '130402', ...extra });
  expect(answer.body).toMatchObject({ errcode: '00' });
  return answer.body.data.proinstid;
}

/** A first mortgage with everything its fill page asks for, no pictures yet. */
export async function completeForms(client: TestClient) {
  const proinstid = await draft(client);
  expect((await client.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo: holder })).body).toMatchObject({ errcode: '00' });
  expect((await client.post(`${API}addPerson`, { proinstid, type: '1', proposerinfo: obligor })).body).toMatchObject({ errcode: '00' });
  expect((await client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: [unit] })).body).toMatchObject({ errcode: '00' });
  expect((await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { sqrxm: '张建国', code: 'DYQSC01', DYQXX: mortgage } })).body).toMatchObject({ state: 1 });
  return proinstid;
}

/** A first mortgage with everything its fill page asks for, and its pictures. */
export async function completeMortgage(client: TestClient) {
  const proinstid = await completeForms(client);
  await fillRequiredGroups(client, proinstid);
  return proinstid;
}
