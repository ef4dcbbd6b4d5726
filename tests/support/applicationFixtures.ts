import { expect } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from './accountHelpers';
import { fillRequiredGroups } from './filingMaterials';
import { newSignedInUser, type TestClient } from './testClient';

/**
 * Applications made the way a citizen makes them (the filing API; the back office decides them
 * through tests/support/staffReview.ts),
 * for the browser tests of the application pages (tests/browser/applications*.test.ts,
 * filingScreens.test.ts).
 */

/** A filing call that must succeed; answers its data. */
export async function call(client: TestClient, action: string, body: Record<string, unknown>) {
  const answer = await client.post<{ data: Record<string, unknown> }>(`/online/wx/apilist/${action}`, body);
  expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body.data;
}


export const holder = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号' };
export const obligor = { sqr_type: '2', sqr_name: '李秀英', sqr_zjlx: '1', sqr_zjh: '130402199007082649', sqr_tel: '13912345678', sqr_adress: '邯郸市丛台区中华大街8号' };
export const UNIT = '130403007001GB00123F00031502';

/** A complete first mortgage (1001, 100/4): right holder, obligor, one unit, the mortgage right, the required pictures. */
export async function firstMortgage(client: TestClient): Promise<string> {
  const { proinstid } = await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
  const id = String(proinstid);
  await call(client, 'addPerson', { proinstid: id, type: '0', proposerinfo: holder });
  await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: obligor });
  await call(client, 'addReleasteInfo', {
    proinstid: id,
    fwxxs: [{ bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: UNIT, zl: '复兴区锦绣花园3号楼1单元101', fwsyqmj: 98.5 }],
  });
  const rights = await client.post<{ state: number }>('/online/wx/apilist/addQlxxInfo', {
    proinstid: id,
    savetype: '3',
    reqData: { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } },
  });
  expect(rights.body.state, JSON.stringify(rights.body)).toBe(1);
  await fillRequiredGroups(client, id);
  return id;
}

/** The /prodoing area needs a complete, real-name verified profile (the pre-check): a fresh citizen gets one (answered with its name, ID and phone numbers). */
export async function verifiedCitizen(baseUrl: string) {
  const { openid, client } = await newSignedInUser(baseUrl, 'apps');
  const [name, cardnum, phone] = ['王晓明', randomIdNumber(), randomPhone()];
  await passFace(client, name, cardnum);
  await client.post('/online/wx/apilist/getPhoneCode', { phone });
  const saved = await client.post<{ errcode: string }>('/online/wx/apilist/saveUserInfo', { name, cardnum, phone, code: await latestSmsCode(client, phone), password: 'abc123' });
  expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
  return { openid, client, name, cardnum, phone };
}
