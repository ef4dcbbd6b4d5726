/**
 * Rules the forms missed (issue 18) and the mobile numbers of today (issue 22), on the server: every
 * save goes through the engine, so a refusal carries the same words the browser shows, answers 400
 * and stores nothing.
 */
import { describe, expect, it } from 'vitest';
import { latestSmsCode, randomPhone } from '../support/accountHelpers';
import { bookingUser, slotsOf, type StateBody } from '../support/appointmentHelpers';
import { newSignedInUser, type TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const API = '/online/wx/apilist/';
type Fields = Record<string, unknown>;
type Envelope<T = Fields> = { errcode: string; errmsg: string; data: T };
type Apply = { sqrs: Fields[]; units: Fields[]; qlxxInfo: Record<string, Fields> };

const person = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号' };
const unit = { bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: '130403007001GB00123F00031502', zl: '复兴区锦绣花园3号楼1单元101', fwyt: '10', fwsyqmj: 98.5 };
const mortgage = { dyfs: '1', bdbzzqse: 500000, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', czfs: '01', sfhbzs: '0' };

async function draft(client: TestClient, prodefid: string) {
  const answer = await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid, appointment: '0', xzqdm: '130402' });
  expect(answer.body.errcode).toBe('00');
  return answer.body.data.proinstid;
}

const stored = async (client: TestClient, slsqId: string) => (await client.post<Envelope<Apply>>(`${API}getApply`, { slsqId })).body.data;

describe.skipIf(!baseUrl)('rules the forms missed (issue 18)', () => {
  it('refuses a period whose end comes before its start, on every form that has one, and stores nothing', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fr');
    const cases: Array<[prodefid: string, savetype: string, record: Fields, message: string]> = [
      ['1001', '3', { DYQXX: { ...mortgage, zqjssj: '2026-11-30' } }, '债务履行结束时间不能早于债务履行起始时间'],
      ['2002', '3', { ...mortgage, zqjssj: '2025-01-01' }, '债务履行结束时间不能早于债务履行起始时间'],
      ['2001', '2', { YGQLXX: { tdsyqsrq: '2090-01-01', tdsyjsrq: '2020-01-01', czfs: '02', sfhbzs: '0', qdjg: 1500000, jgdw: '1' } }, '土地使用结束日期不能早于土地使用起始日期'],
    ];
    for (const [prodefid, savetype, record, message] of cases) {
      const proinstid = await draft(client, prodefid);
      const refused = await client.post(`${API}addQlxxInfo`, { proinstid, savetype, reqData: record });
      expect(refused, prodefid).toMatchObject({ status: 400, body: { state: 0, msg: message } });
      expect((await stored(client, proinstid)).qlxxInfo, prodefid).toEqual({});
    }
    const sale = await draft(client, '3001');
    const rights = await client.post<Envelope>(`${API}addReleasteInfo`, { proinstid: sale, fwxxs: [{ ...unit, qdjg: 1200000, qlqssj: '2070-01-01', qljssj: '1990-01-01' }] });
    expect(rights).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '权利结束时间不能早于权利起始时间' } });
    expect((await stored(client, sale)).units).toEqual([]);
  });

  it('refuses letters for a phone, 28 "!" for a unit number, 1e300 for an amount and hidden characters in a name', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fr');
    const proinstid = await draft(client, '1001');
    const people: Array<[Fields, string]> = [
      [{ ...person, sqr_tel: 'abcdefghijk' }, '联系电话格式不对哦~'],
      [{ ...person, sqr_tel: '138123456789' }, '联系电话格式不对哦~'],
      [{ ...person, sqr_qt_tel: 'abcdefghijk' }, '手机号码格式不对哦~'],
      [{ ...person, sqr_name: '张\u202e建国' }, '姓名不能包含不可见字符或控制字符'],
      [{ ...person, sqr_name: '张\u200b建国' }, '姓名不能包含不可见字符或控制字符'],
      [{ ...person, sqr_adress: '建设大街\u00851号' }, '联系地址不能包含不可见字符或控制字符'],
    ];
    for (const [proposerinfo, message] of people) {
      expect(await client.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo }), message).toMatchObject({ status: 400, body: { errcode: '01', errmsg: message } });
    }
    const badUnit = await client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: [{ ...unit, bdcdyh: '!'.repeat(28) }] });
    expect(badUnit).toMatchObject({ status: 400, body: { errmsg: expect.stringContaining('不动产单元号为28位') } });
    const huge = await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { DYQXX: { ...mortgage, bdbzzqse: 1e300 } } });
    expect(huge).toMatchObject({ status: 400, body: { msg: '不能大于1000000000000' } });
    const cents = await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { DYQXX: { ...mortgage, bdbzzqse: '500000.123456' } } });
    expect(cents).toMatchObject({ status: 400, body: { msg: '最多保留4位小数哦' } });
    expect(await stored(client, proinstid)).toMatchObject({ sqrs: [], units: [], qlxxInfo: {} });
    // Four decimals are an amount's own (万元 to the yuan), however the division by 0.0001 rounds.
    const exact = await client.post<{ state: number; data: Fields }>(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { DYQXX: { ...mortgage, bdbzzqse: '500000.1234' } } });
    expect(exact.body).toMatchObject({ state: 1, data: { bdbzzqse: 500000.1234 } });
  });

  it('saves an applicant sent without sqr_type as an individual (spec 001 section 3) instead of answering 必填哦', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fr');
    const proinstid = await draft(client, '1001');
    const { sqr_type: _none, ...untyped } = person;
    const saved = await client.post<Envelope>(`${API}addPerson`, { proinstid, type: '0', proposerinfo: untyped });
    expect(saved.body).toMatchObject({ errcode: '00', data: { sqr_type: '2' } });
    expect((await stored(client, proinstid)).sqrs).toMatchObject([{ sqr_type: '2', sqr_name: '张建国' }]);
  });
});

describe.skipIf(!baseUrl)('phone numbers of today (issue 22, decision 0039)', () => {
  it('the profile and the SMS code requests take 166, 17x and 19x numbers, and refuse letters and 12 digits', async () => {
    const user = await bookingUser(baseUrl, '王晓明', randomPhone('166'));
    expect((await user.client.post<Envelope>(`${API}validateUserInfo`)).body).toMatchObject({ errcode: 0 });
    const today = [randomPhone('177'), randomPhone('199')];
    for (const phone of today) {
      expect((await user.client.post(`${API}getPhoneCode`, { phone })).body, phone).toMatchObject({ stat: 1 });
      const code = await latestSmsCode(user.client, phone);
      const saved = await user.client.post<Envelope>(`${API}saveUserInfo`, { name: user.name, cardnum: user.cardnum, phone, code });
      expect(saved.body, phone).toMatchObject({ errcode: '00', data: { phone } });
    }
    for (const phone of ['abcdefghijk', '199123456789']) {
      expect(await user.client.post(`${API}getPhoneCode`, { phone }), phone).toMatchObject({ status: 400, body: { stat: 0, message: '手机号码格式不对哦~' } });
      const refused = await user.client.post<Envelope>(`${API}saveUserInfo`, { name: user.name, cardnum: user.cardnum, phone, code: '123456' });
      expect(refused, phone).toMatchObject({ status: 400, body: { errmsg: '手机号码格式不对哦~' } });
    }
    expect((await user.client.post<Envelope<{ phone: string }>>(`${API}getYhxx`)).body.data.phone).toBe(today[1]);
    // The certificate search's own SMS code takes the same numbers.
    expect((await user.client.post(`${API}phong_query_yzm`, { qlrphone: today[1] })).body).toMatchObject({ errcode: 'true' });
    expect((await user.client.post(`${API}phong_query_yzm`, { qlrphone: 'abcdefghijk' })).status).toBe(400);
  });

  it('an applicant and an agent with 17x and 19x numbers are saved', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fr');
    const proinstid = await draft(client, '1001');
    const saved = await client.post<Envelope>(`${API}addPerson`, { proinstid, type: '0', proposerinfo: { ...person, sqr_tel: '17712345678', sqr_qt_tel: '19912345678' } });
    expect(saved.body).toMatchObject({ errcode: '00', data: { sqr_tel: '17712345678', sqr_qt_tel: '19912345678' } });
  });

  it('a citizen whose phone starts 199 books an appointment', async () => {
    const me = await bookingUser(baseUrl, '王晓明', randomPhone('199'));
    const { slots } = await slotsOf(me.client, 'hd01', 0, 1);
    const booked = await me.client.postForm<StateBody<{ phone: string }>>('/online/public/appointment/addByWlsh_wx/', { time: slots[0]!.timeId });
    expect(booked.body.state).toBe(1);
    expect(booked.body.data.phone).toBe(`${me.phone.slice(0, 3)}****${me.phone.slice(7)}`);
  });
});
