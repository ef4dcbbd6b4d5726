import { fillRequiredGroups } from '../support/filingMaterials';
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { completeForms, completeMortgage, draft, holder, mortgage, obligor, unit } from '../support/completeApplication';
import { decide, stageAction } from '../support/staffReview';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const API = '/online/wx/apilist/';

type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };
type Fields = Record<string, unknown>;
type Apply = { proinst: Fields & { id: string; shzt: number; prolsh: string | null; kyy: number }; sqrs: Fields[]; units: Fields[]; qlxxInfo: Record<string, Fields>; stored: Record<string, { formId: string; schemaVersion: number }> };

async function signedIn() {
  return (await newSignedInUser(baseUrl, 'fl')).client;
}

const getApply = (client: TestClient, slsqId: string) => client.post<Envelope<Apply>>(`${API}getApply`, { slsqId });


describe.skipIf(!baseUrl)('filing: the application core', () => {
  it('checks a complete application without its pictures as complete, but submit refuses it naming the empty required group', async () => {
    const client = await signedIn();
    const proinstid = await completeForms(client);
    expect((await client.post(`${API}check`, { proinstid })).body).toMatchObject({ errcode: '00' });
    const refused = await client.post<Envelope>(`${API}submitApplyProject`, { proinstid, appointment: '0' });
    expect(refused).toMatchObject({ status: 400, body: { errcode: '01' } });
    expect(refused.body.errmsg).toMatch(/不能为空$/);
    expect((await getApply(client, proinstid)).body.data.proinst).toMatchObject({ shzt: -1, prolsh: null });
    await fillRequiredGroups(client, proinstid);
    expect((await client.post(`${API}submitApplyProject`, { proinstid, appointment: '0' })).body).toMatchObject({ errcode: '00' });
  });

  it('creates a draft from the catalogue, once per reqseq, and refuses unknown or enterprise-only businesses', async () => {
    const client = await signedIn();
    const reqseq = crypto.randomUUID();
    const first = await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { reqseq, prodefid: '1002', appointment: '1', xzqdm: '130402', name: '假名字', djlx: '400' });
    const again = await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { reqseq, prodefid: '1002', appointment: '1', xzqdm: '130402' });
    expect(first.body.data.proinstid).toMatch(/^[0-9a-f]{32}$/);
    expect(again.body.data.proinstid).toBe(first.body.data.proinstid);
    const apply = await getApply(client, first.body.data.proinstid);
    expect(apply.body.data.proinst).toMatchObject({ name: '最高额抵押权首次登记', djlx: '100', qllx: '4', shzt: -1, appointment: '1', xzqdm: '130402', areaname: '邯山区', prolsh: null, kyy: 0, editable: true });
    expect(apply.body.data).toMatchObject({ sqrs: [], units: [], qlxxInfo: {}, xzqdm: '130402' });
    const list = await client.post<Envelope<{ total: number }>>(`${API}getApplyList`, {});
    expect(list.body.data.total).toBe(1);

    expect(await client.post(`${API}getApplyCode`, { prodefid: '9999', xzqdm: '130402' })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '业务不存在' } });
    expect(await client.post(`${API}getApplyCode`, { prodefid: '1001', xzqdm: '13040' })).toMatchObject({ status: 400, body: { errcode: '01' } });
    expect(await client.post(`${API}getApplyCode`, { prodefid: '1001', xzqdm: '999999' })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '未找到该行政区划' } });
    const enterprise = await client.post<Envelope>(`${API}getApplyCode`, { prodefid: '1004', xzqdm: '130402' });
    expect(enterprise).toMatchObject({ status: 403, body: { errcode: '01' } });
    expect(enterprise.body.errmsg).toContain('企业');
    expect((await client.post<Envelope<{ total: number }>>(`${API}getApplyList`, {})).body.data.total).toBe(1);
  });

  it('saves parties with the type of the route, unmasked for the owner, hidden and unknown fields dropped', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    // The client cannot choose another party type than the route's: sqr_lx 10 in the payload is ignored.
    const saved = await client.post<Envelope<Fields>>(`${API}addPerson`, { proinstid, type: '0', proposerinfo: { ...holder, sqr_lx: '10', evil: '<script>', sqr_qt_fr_name: '法人' } });
    expect(saved.body.errcode).toBe('00');
    expect(saved.body.data).toMatchObject({ ...holder, sqr_lx: '0' });
    expect(saved.body.data).not.toHaveProperty('evil');
    expect(saved.body.data).not.toHaveProperty('sqr_qt_fr_name'); // the company variant's field
    const apply = await getApply(client, proinstid);
    expect(apply.body.data.sqrs).toEqual([saved.body.data]);
    expect(apply.body.data.stored[saved.body.data.sqr_id as string]).toEqual({ formId: 'applicant-individual', schemaVersion: 1 });

    // A changed party keeps its stored type, whatever type the call names.
    const changed = await client.post<Envelope<Fields>>(`${API}addProposerinfo`, { proinstid, type: '1', proposerinfo: JSON.stringify({ ...holder, sqr_id: saved.body.data.sqr_id, sqr_tel: '13800000000' }) });
    expect(changed.body.data).toMatchObject({ sqr_id: saved.body.data.sqr_id, sqr_lx: '0', sqr_tel: '13800000000' });
    const obligorSaved = await client.post<Envelope<Fields>>(`${API}addPerson`, { proinstid, type: '1', proposerinfo: obligor });
    expect(obligorSaved.body.data.sqr_lx).toBe('1');
    expect((await getApply(client, proinstid)).body.data.sqrs.map((party) => party.sqr_lx)).toEqual(['0', '1']);

    // A mortgagee (any other type) only where the fill page has a mortgagee section (700/423).
    expect(await client.post(`${API}addPerson`, { proinstid, type: '2', proposerinfo: holder })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '保存失败' } });
    const yg = await draft(client, '2003');
    expect((await client.post<Envelope<Fields>>(`${API}addPerson`, { proinstid: yg, type: '5', proposerinfo: holder })).body.data.sqr_lx).toBe('10');
    // No type and no party to change: never silently a right holder.
    expect(await client.post(`${API}addPerson`, { proinstid, proposerinfo: holder })).toMatchObject({ status: 400, body: { errcode: '01' } });
    expect((await getApply(client, proinstid)).body.data.sqrs).toHaveLength(2);
  });

  it('answers each validation message of the applicant forms and stores nothing', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    const refusals: Array<[Fields, string]> = [
      [{ ...holder, sqr_name: '' }, '姓名不能为空'],
      [{ ...holder, sqr_qt_zjh: '12345' }, '代理人身份证号有误!'],
      [{ ...holder, sqr_tel: '' }, '联系方式不能为空'],
      [{ ...holder, sqr_zjh: '130402198503151230' }, '请输入合法的证件号码'],
      [{ ...holder, sqr_zjlx: '3', sqr_zjh: '' }, '证件号码不能为空'],
      [{ ...holder, sqr_adress: '' }, '联系地址不能为空'],
      [{ sqr_type: '1', sqr_name: '', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: '0310-1234567' }, '公司名称不能为空'],
      [{ sqr_type: '1', sqr_name: '邯郸市示范商业银行', sqr_zjlx: '7', sqr_zjh: '', sqr_tel: '0310-1234567' }, '证件号不能为空'],
    ];
    for (const [proposerinfo, message] of refusals) {
      expect(await client.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: message } });
    }
    expect((await getApply(client, proinstid)).body.data.sqrs).toEqual([]);
  });

  it('keeps units saved in one call in the order they were sent', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    // Twelve in one transaction: their timestamps tie, so only the kept order can tell them apart.
    const units = Array.from({ length: 12 }, (_, i) => ({ ...unit, bdcdyh: `130402001001GB00001F000100${String(i + 10)}`, zl: `复兴区锦绣花园3号楼1单元${101 + i}` }));
    expect((await client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: units })).status).toBe(200);
    const stored = (await getApply(client, proinstid)).body.data.units as Fields[];
    expect(stored.map((row) => row.zl)).toEqual(units.map((row) => row.zl));
  });

  it('saves units with the spec field names and gives back exactly what is stored; one save per reqseq', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    const reqseq = crypto.randomUUID();
    const saved = await client.post<Envelope<{ fwxxs: Fields[] }>>(`${API}addReleasteInfo`, { reqseq, proinstid, fwxxs: [unit, { ...unit, bdcdyh: '130402001001GB00001F00010002', zl: '复兴区锦绣花园3号楼1单元102', extra: 1 }] });
    expect(saved.body.errcode).toBe('00');
    expect(saved.body.data.fwxxs).toHaveLength(2);
    expect(saved.body.data.fwxxs[0]).toMatchObject(unit);
    expect(saved.body.data.fwxxs[1]).not.toHaveProperty('extra');
    const replay = await client.post<Envelope<{ fwxxs: Fields[] }>>(`${API}addReleasteInfo`, { reqseq, proinstid, fwxxs: [unit] });
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    expect(replay.body).toEqual(saved.body);
    const apply = await getApply(client, proinstid);
    expect(apply.body.data.units).toEqual(saved.body.data.fwxxs);

    // An id changes that unit; a required field missing refuses the whole call.
    const first = saved.body.data.fwxxs[0]!;
    const changed = await client.post<Envelope<{ fwxxs: Fields[] }>>(`${API}saveOrAddFwxx`, { proinstid, fwxxs: JSON.stringify([{ ...unit, id: first.id, fwsyqmj: 120 }]) });
    expect(changed.body.data.fwxxs[0]).toMatchObject({ id: first.id, fwsyqmj: 120 });
    const refused = await client.post<Envelope>(`${API}addReleasteInfo`, { proinstid, fwxxs: [unit, { ...unit, bdcdyh: '' }] });
    expect(refused).toMatchObject({ status: 400, body: { errcode: '01' } });
    expect(refused.body.errmsg).not.toBe('');
    expect((await getApply(client, proinstid)).body.data.units).toHaveLength(2);
    expect(await client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: [{ ...unit, id: 'not-a-unit-of-this-one' }] })).toMatchObject({ status: 404 });

    // A cancellation has no unit section: 提交数据失败.
    const cancel = await draft(client, '4001');
    expect(await client.post(`${API}addReleasteInfo`, { proinstid: cancel, fwxxs: [unit] })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '提交数据失败' } });
  });

  it('saves rights info by savetype in the state envelope, zqqssj/zqjssj as the term dates, one record per kind', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    const saved = await client.post<{ state: number; msg: string; data: Fields }>(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { ...mortgage, hidden: 'x' } } });
    expect(saved.body).toMatchObject({ state: 1, msg: '' });
    expect(saved.body.data).toMatchObject({ dyfs: '1', bdbzzqse: 500000, zqlxqx_start: '2026-12-01', zqlxqx_end: '2046-11-30', sqrxm: '张建国', code: 'DYQSC01' });
    expect(saved.body.data).not.toHaveProperty('zqqssj');
    expect(saved.body.data).not.toHaveProperty('hidden');
    const apply = await getApply(client, proinstid);
    expect(apply.body.data.qlxxInfo).toEqual({ DYQXX: saved.body.data });

    // Saving again replaces the record (same id); qlxxs is the other way to send it.
    const again = await client.post<{ state: number; data: Fields }>(`${API}addQlxxInfo`, { proinstid, savetype: '3', qlxxs: JSON.stringify([{ ...mortgage, bdbzzqse: 600000 }]) });
    expect(again.body.data).toMatchObject({ id: saved.body.data.id, bdbzzqse: 600000 });
    // Ordinary mortgage needs the secured principal; a missing date shows 必填.
    const noPrincipal = await client.post<{ state: number; msg: string }>(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { ...mortgage, bdbzzqse: undefined } });
    expect(noPrincipal).toMatchObject({ status: 400, body: { state: 0 } });
    expect(noPrincipal.body.msg).not.toBe('');
    const noStart = await client.post<{ state: number; msg: string }>(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: { ...mortgage, zqqssj: '' } });
    expect(noStart).toMatchObject({ status: 400, body: { state: 0, msg: '必填' } });
    // A savetype the business's page does not take.
    expect(await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '2', reqData: mortgage })).toMatchObject({ status: 400, body: { state: 0, msg: '保存失败' } });
    expect(await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '4', reqData: { BDCZMH: '冀(2022)邯郸市不动产证明第0004567号' } })).toMatchObject({ status: 400, body: { state: 0, msg: '保存数据失败' } });
    expect((await getApply(client, proinstid)).body.data.qlxxInfo.DYQXX).toMatchObject({ bdbzzqse: 600000 });

    // The cancellation form (savetype 4) on a cancellation.
    const cancel = await draft(client, '4001');
    const zxdj = await client.post<{ state: number; data: Fields }>(`${API}addQlxxInfo`, { proinstid: cancel, savetype: '4', reqData: { BDCZMH: '冀(2022)邯郸市不动产证明第0004567号', ZXYY: '主债权已清偿' } });
    expect(zxdj.body).toMatchObject({ state: 1, data: { BDCZMH: '冀(2022)邯郸市不动产证明第0004567号', ZXYY: '主债权已清偿' } });
    expect(await client.post(`${API}addQlxxInfo`, { proinstid: cancel, savetype: '4', reqData: { ZXYY: '主债权已清偿' } })).toMatchObject({ status: 400, body: { state: 0 } });
  });

  it('deletes parties, units and rights info of the owner only', async () => {
    const client = await signedIn();
    const other = await signedIn();
    const proinstid = await completeMortgage(client);
    const apply = (await getApply(client, proinstid)).body.data;
    const sqrid = apply.sqrs[0]!.sqr_id as string;
    const fwxxid = apply.units[0]!.id as string;

    // Someone else's application, party or unit: not found, nothing changed.
    expect(await other.post(`${API}delPerson`, { proinstid, sqrid })).toMatchObject({ status: 404, body: { errcode: '01', errmsg: '该申请不存在' } });
    expect(await other.post(`${API}delReleasteInfo`, { proinstid, fwxxid })).toMatchObject({ status: 404 });
    expect(await other.post(`${API}delQlxxInfo`, { proinstid })).toMatchObject({ status: 404 });
    expect(await other.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo: holder })).toMatchObject({ status: 404 });
    expect(await other.post(`${API}getApply`, { slsqId: proinstid })).toMatchObject({ status: 404 });
    expect(await other.post('/mp/api/person/details', { proinstid, sqrid })).toMatchObject({ status: 404 });
    const otherDraft = await draft(other);
    expect(await client.post(`${API}delPerson`, { proinstid: otherDraft, sqrid })).toMatchObject({ status: 404 });

    expect((await client.post<Envelope<Fields>>('/mp/api/person/details', { proinstid, sqrid })).body.data).toEqual(apply.sqrs[0]);
    expect((await client.post<Envelope<Fields>>('/mp/api/releasteinfo/info', { proinstid, fwxxid })).body.data).toEqual(apply.units[0]);

    expect((await client.post(`${API}delPerson`, { proinstid, sqrid })).body).toMatchObject({ errcode: '00' });
    expect(await client.post(`${API}deleteProposerinfo`, { proinstid, sqrid })).toMatchObject({ status: 404 });
    expect((await client.post(`${API}deleteFwxx`, { proinstid, fwxxid })).body).toMatchObject({ errcode: '00' });
    expect((await client.post(`${API}deleteQlxx`, { proinstid })).body).toMatchObject({ errcode: '00' });
    const after = (await getApply(client, proinstid)).body.data;
    expect(after.sqrs).toHaveLength(1);
    expect(after.units).toEqual([]);
    expect(after.qlxxInfo).toEqual({});
  });

  it('checks completeness on the server and submits only a complete draft, once', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    // The first gap in page order, named by the business's aliases (抵押权人 / 抵押人 for a mortgage).
    const gaps: Array<[() => Promise<unknown>, string]> = [
      [async () => undefined, '请填写抵押权人'],
      [() => client.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo: holder }), '请填写抵押人'],
      [() => client.post(`${API}addPerson`, { proinstid, type: '1', proposerinfo: obligor }), '请填写不动产单元信息'],
      [() => client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: [unit] }), '请填写抵押权信息'],
    ];
    for (const [step, message] of gaps) {
      await step();
      expect(await client.post(`${API}check`, { proinstid })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: message } });
    }
    expect(await client.post(`${API}submitApplyProject`, { proinstid, appointment: '0' })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '请填写抵押权信息' } });
    expect((await getApply(client, proinstid)).body.data.proinst).toMatchObject({ shzt: -1, prolsh: null });

    const complete = await completeMortgage(client);
    expect((await client.post(`${API}checkInfo`, { proinstid: complete })).body).toMatchObject({ errcode: '00', errmsg: '' });
    const reqseq = crypto.randomUUID();
    const submitted = await client.post<Envelope<{ prolsh: string; shzt: number; kyy: number }>>(`${API}submitApplyProject`, { reqseq, proinstid: complete, appointment: '0' });
    expect(submitted.body).toMatchObject({ errcode: '00', data: { proinstid: complete, shzt: 0, kyy: 1 } });
    expect(submitted.body.data.prolsh).toMatch(/^DJ\d{4}/);
    expect((await client.post(`${API}submitApplyProject`, { reqseq, proinstid: complete })).body).toEqual(submitted.body);
    expect(await client.post(`${API}submitProinst`, { proinstid: complete })).toMatchObject({ status: 409, body: { errcode: '01', errmsg: '提交数据失败' } });
    const apply = (await getApply(client, complete)).body.data.proinst;
    expect(apply).toMatchObject({ shzt: 0, prolsh: submitted.body.data.prolsh, kyy: 1, editable: false });
  });

  it('refuses every change of a submitted application, revokes it only while awaiting review, and deletes drafts', async () => {
    const client = await signedIn();
    const proinstid = await completeMortgage(client);
    const { sqrs, units } = (await getApply(client, proinstid)).body.data;
    await client.post(`${API}submitApplyProject`, { proinstid });

    expect(await client.post(`${API}addPerson`, { proinstid, type: '0', proposerinfo: holder })).toMatchObject({ status: 409, body: { errmsg: '保存失败' } });
    expect(await client.post(`${API}addReleasteInfo`, { proinstid, fwxxs: [unit] })).toMatchObject({ status: 409, body: { errmsg: '提交数据失败' } });
    expect(await client.post(`${API}addQlxxInfo`, { proinstid, savetype: '3', reqData: mortgage })).toMatchObject({ status: 409, body: { state: 0, msg: '保存失败' } });
    expect(await client.post(`${API}delPerson`, { proinstid, sqrid: sqrs[0]!.sqr_id })).toMatchObject({ status: 409 });
    expect(await client.post(`${API}delReleasteInfo`, { proinstid, fwxxid: units[0]!.id })).toMatchObject({ status: 409 });
    expect(await client.post(`${API}delQlxxInfo`, { proinstid })).toMatchObject({ status: 409 });
    expect(await client.post(`${API}deleteApply`, { proinstid })).toMatchObject({ status: 409, body: { errcode: '01', errmsg: '删除该申请失败！' } });
    expect(await client.post(`${API}saveProinstData`, { proinstid, czfs: '01' })).toMatchObject({ status: 409 });
    const unchanged = (await getApply(client, proinstid)).body.data;
    expect(unchanged.sqrs).toEqual(sqrs);
    expect(unchanged.units).toEqual(units);

    const other = await signedIn();
    expect(await other.post(`${API}revokeApply`, { id: proinstid })).toMatchObject({ status: 404 });
    const revoked = await client.post(`${API}revokeApply`, { id: proinstid, appointmentType: '0', djlx: '100', qllx: '4' });
    expect(revoked.body).toEqual({ errcode: '00', errmsg: '', data: { handleResult: { stat: 1, msg: '' } } });
    expect((await getApply(client, proinstid)).body.data.proinst).toMatchObject({ shzt: -1, kyy: 0, editable: true });
    expect(await client.post('/mp/api/applyproject/revoke', { id: proinstid })).toMatchObject({
      status: 409,
      body: { errcode: '01', errmsg: '撤回该申请失败！', data: { handleResult: { stat: 0 } } },
    });

    // A draft again: it can be changed and deleted, with everything under it.
    expect((await client.post<Envelope<Fields>>('/mp/api/applyproject/save', { proinstid, czfs: '02' })).body.data).toMatchObject({ proinst: { czfs: '02' } });
    expect(await client.post(`${API}saveProinstData`, { proinstid, czfs: '99' })).toMatchObject({ status: 400 });
    expect(await other.post(`${API}deleteApply`, { proinstid })).toMatchObject({ status: 404 });
    expect((await client.post(`${API}deleteProinst`, { proinstid })).body).toMatchObject({ errcode: '00' });
    expect(await getApply(client, proinstid)).toMatchObject({ status: 404 });
  });

  it('lets a rejected application be changed and submitted again, and an approved one not at all', async () => {
    const client = await signedIn();
    const rejected = await completeMortgage(client);
    const first = await client.post<Envelope<{ prolsh: string }>>(`${API}submitApplyProject`, { proinstid: rejected });
    // The back office sends it back for correction (the editable 驳回 state, shzt 11): decision 0050.
    await stageAction(baseUrl, 'acceptance', rejected, 'acceptance', 'return', { comments: [{ group: '身份证明', text: '申请材料不全' }] });
    expect((await client.post(`${API}addReleasteInfo`, { proinstid: rejected, fwxxs: [unit] })).body).toMatchObject({ errcode: '00' });
    expect(await client.post(`${API}revokeApply`, { id: rejected })).toMatchObject({ status: 409 });
    const list = await client.post<Envelope<{ rows: Fields[] }>>(`${API}getApplyList`, { tab: 3 });
    expect(list.body.data.rows).toMatchObject([{ id: rejected, shzt: 11, pro_slxmsh: { sh_xmsl_yj: '申请材料不全' } }]);
    const again = await client.post<Envelope<{ prolsh: string }>>(`${API}submitApplyProject`, { proinstid: rejected });
    expect(again.body).toMatchObject({ errcode: '00', data: { prolsh: first.body.data.prolsh } });

    const approved = await completeMortgage(client);
    await client.post(`${API}submitApplyProject`, { proinstid: approved });
    await decide(baseUrl, approved, 'approve');
    expect(await client.post(`${API}addPerson`, { proinstid: approved, type: '0', proposerinfo: holder })).toMatchObject({ status: 409 });
    expect(await client.post(`${API}deleteApply`, { proinstid: approved })).toMatchObject({ status: 409, body: { errmsg: '删除该申请失败！' } });
    expect(await client.post(`${API}revokeApply`, { id: approved })).toMatchObject({ status: 409, body: { errmsg: '撤回该申请失败！' } });
    expect((await client.post<Envelope<{ rows: Fields[] }>>(`${API}getRecords`, { tab: 2 })).body.data.rows.map((row) => row.id)).toEqual([approved]);
  });

  it('lists by tab, newest first, 15 a page by default, with the list item fields', async () => {
    const client = await signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 17; i += 1) {
      // A draft with something in it: an untouched one would be handed out again (the one
      // appointment-mode draft, which takes no parties, is the only one of its kind).
      const id = await draft(client, i % 2 ? '1001' : '3001', { appointment: i === 0 ? '1' : '0' });
      if (i > 0) expect((await client.post(`${API}addPerson`, { proinstid: id, type: '0', proposerinfo: holder })).body).toMatchObject({ errcode: '00' });
      ids.push(id);
    }
    const submitted = await completeMortgage(client);
    await client.post(`${API}submitApplyProject`, { proinstid: submitted });

    const drafts = await client.post<Envelope<{ total: number; page: number; rows: Fields[] }>>(`${API}getApplyList`, { tab: 0 });
    expect(drafts.body.data).toMatchObject({ total: 17, page: 1 });
    expect(drafts.body.data.rows).toHaveLength(15);
    expect(drafts.body.data.rows[0]).toMatchObject({ id: ids[16], name: '二手房买卖转移登记', wf_prodefname: '二手房买卖转移登记', djlx_name: '转移登记', shzt: -1, prolsh: null, iskyy: 0, orderid: null, xzqdm: '130402' });
    expect(drafts.body.data.rows[0]!.prostart).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const page2 = await client.post<Envelope<{ rows: Fields[] }>>(`${API}getApplyList`, { tab: '0', page: '2', rows: '15' });
    expect(page2.body.data.rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    const awaiting = await client.post<Envelope<{ rows: Fields[] }>>(`${API}getApplyList`, { tab: 1 });
    expect(awaiting.body.data.rows).toEqual([expect.objectContaining({ id: submitted, shzt: 0, iskyy: 1 })]);
    const appointments = await client.post<Envelope<{ total: number }>>(`${API}getApplyList`, { yytype: 'true' });
    expect(appointments.body.data.total).toBe(1);
    expect((await client.post<Envelope<{ total: number }>>(`${API}getApplyList`, { shzt: 0 })).body.data.total).toBe(1);
    expect(await client.post(`${API}getApplyList`, { tab: 9 })).toMatchObject({ status: 400 });

    // Nobody else sees them.
    const other = await signedIn();
    expect((await other.post<Envelope<{ total: number }>>(`${API}getApplyList`, {})).body.data.total).toBe(0);
  });

  it('replays every changing call repeated with its reqseq and changes nothing the second time', async () => {
    const client = await signedIn();
    const proinstid = await draft(client);
    const twice = async (action: string, body: Fields) => {
      const reqseq = crypto.randomUUID();
      const first = await client.post(`${API}${action}`, { ...body, reqseq });
      const second = await client.post(`${API}${action}`, { ...body, reqseq });
      expect(second.headers.get('idempotent-replay')).toBe('true');
      expect(second).toMatchObject({ status: first.status, body: first.body });
      return first.body as Envelope<Fields>;
    };
    const party = await twice('addPerson', { proinstid, type: '0', proposerinfo: holder });
    await twice('addPerson', { proinstid, type: '1', proposerinfo: obligor });
    await twice('addReleasteInfo', { proinstid, fwxxs: [unit] });
    await twice('addQlxxInfo', { proinstid, savetype: '3', reqData: mortgage });
    let apply = (await getApply(client, proinstid)).body.data;
    expect([apply.sqrs.length, apply.units.length, Object.keys(apply.qlxxInfo)]).toEqual([2, 1, ['DYQXX']]);
    await twice('delPerson', { proinstid, sqrid: party.data.sqr_id });
    await twice('delReleasteInfo', { proinstid, fwxxid: apply.units[0]!.id });
    await twice('delQlxxInfo', { proinstid });
    apply = (await getApply(client, proinstid)).body.data;
    expect([apply.sqrs.length, apply.units.length, Object.keys(apply.qlxxInfo)]).toEqual([1, 0, []]);
    await twice('saveProinstData', { proinstid, czfs: '01' });

    const complete = await completeMortgage(client);
    await twice('submitApplyProject', { proinstid: complete });
    await twice('revokeApply', { id: complete });
    expect((await getApply(client, complete)).body.data.proinst.shzt).toBe(-1);
    await twice('deleteApply', { proinstid: complete });
    expect((await client.post<Envelope<{ total: number }>>(`${API}getApplyList`, {})).body.data.total).toBe(1);
  });

  it('serves the declared twins: the same calls under their other names, and the configuration calls', async () => {
    const client = await signedIn();
    const created = await client.post<Envelope<{ proinstid: string }>>(`${API}createProinst`, { prodefid: '3001', xzqdm: '130402' });
    const proinstid = created.body.data.proinstid;
    const details = await client.post<Envelope<Apply>>(`${API}details`, { proinstid });
    expect(details.body.data.proinst).toMatchObject({ id: proinstid, djlx: '200', qllx: '4', fillPage: 'infofillclfmm', detailPage: 'applyDetailClfmm' });
    expect((await client.post<Envelope<Apply>>(`${API}getRecord`, { id: proinstid })).body.data).toEqual(details.body.data);
    expect((await client.post<Envelope<{ rows: Fields[] }>>(`${API}getRecords`, {})).body.data.rows.map((row) => row.id)).toEqual([proinstid]);
    // Second-hand sale saves its generic rights info with savetype 1.
    const qlxx = await client.post<{ state: number; data: Fields }>(`${API}addQlxxInfo`, { proinstid, savetype: '1', reqData: { czfs: '01', sfhbzs: '0', qdjg: 120, jgdw: '3' } });
    expect(qlxx.body).toMatchObject({ state: 1, data: { czfs: '01', qdjg: 120 } });
    expect((await client.post<Envelope<Apply>>(`${API}getApply`, { proinstid })).body.data.qlxxInfo).toEqual({ QLXX: qlxx.body.data });
    expect((await client.post<Envelope>(`${API}chckuser`, { proinstid })).body.data).toEqual({ proinstid, owner: true, shzt: -1, editable: true });
    expect(await (await signedIn()).post(`${API}chckuser`, { proinstid })).toMatchObject({ status: 404 });
    expect(await client.post(`${API}ywAceept`, { proinstid })).toMatchObject({ status: 400, body: { errcode: '01' } });

    expect((await client.post<Envelope>(`${API}getYwConfig`, { prodefid: '1001' })).body.data).toEqual({
      prodefid: '1001', name: '一般抵押权首次登记', djlx: '100', qllx: '4', yhlx: '0', code: 'DYQSC01', titleConfig: 'fwxx-mortgage', fillPage: 'infofilldyqsc', detailPage: 'applyDetailDyqsc',
    });
    expect(await client.post(`${API}getYwConfig`, { prodefid: 'nope' })).toMatchObject({ status: 400, body: { errmsg: '业务不存在' } });
    expect((await client.post<Envelope>(`${API}getTypeByInfo`, { djlx: '400', qllx: '23' })).body.data).toEqual({ fillPage: 'infofillzxdj', detailPage: 'applyDetailZxdj', then: '/upload' });
    expect((await client.post<Envelope>(`${API}getTypeByInfo`, { djlx: '100', qllx: '23', applicantType: '1' })).body.data).toMatchObject({ fillPage: 'infofillscdj' });
    const fields = await client.post<Envelope<{ fwxx: Array<{ field: string; isfillin: string }> }>>(`${API}fieldPage`, { prodefid: '1001' });
    expect(fields.body.data.fwxx.filter((entry) => entry.isfillin === '1').map((entry) => entry.field)).toEqual(['bdcqzmh', 'bdcdyh', 'zl', 'fwsyqmj']);
  });

  it('finds the units of a certificate its holder names (searchBdcdyInfoByBdcqzh), and no one else\'s', async () => {
    const search = '/mpnw/api/singleApply/searchBdcdyInfoByBdcqzh';
    const zhang = await new TestClient(baseUrl).signIn('demo-verified');
    const found = await zhang.post<Envelope<Fields[]>>(search, { bdcqzh: unit.bdcqzmh });
    expect(found.body.data).toEqual([
      { bdcqzmh: unit.bdcqzmh, bdcdyh: '130403007001GB00123F00031502', zl: expect.stringContaining('锦绣花园'), fwsyqmj: 126.45, yt: '住宅', qlxz: '出让/市场化商品房', xzqdm: '130403' },
    ]);
    // Two shops under one certificate: one row each, without a floor area that belongs to both.
    const shops = await zhang.post<Envelope<Fields[]>>(search, { bdcqzh: '冀(2022)邯郸市不动产权第0031207号' });
    expect(shops.body.data).toHaveLength(2);
    expect(shops.body.data.every((row) => !('fwsyqmj' in row))).toBe(true);
    // Someone else's certificate, or one that does not exist, is not found; a missing number is a 400.
    expect(await zhang.post(search, { bdcqzh: '冀(2018)邯郸市不动产权第0009773号' })).toMatchObject({ status: 404, body: { errcode: '01', errmsg: '未找到证书信息' } });
    expect(await (await new TestClient(baseUrl).signIn('demo-unverified')).post(search, { bdcqzh: unit.bdcqzmh })).toMatchObject({ status: 403 });
    expect(await zhang.post(search, {})).toMatchObject({ status: 400 });
    expect(await new TestClient(baseUrl).post(search, { bdcqzh: unit.bdcqzmh })).toMatchObject({ status: 401 });
  });

  it('serves perfectUserInfo as saveUserInfo and createpdf as createpdf1 (declared twins)', async () => {
    const client = await signedIn();
    // The same refusals as their twins: a profile without a name, a report without a record.
    const profile = await client.post<Envelope>(`${API}perfectUserInfo`, { name: '', cardnum: '', phone: '' });
    expect(profile.status).toBe(400);
    expect(profile.body.errmsg).toBe((await client.post<Envelope>(`${API}saveUserInfo`, { name: '', cardnum: '', phone: '' })).body.errmsg);
    const report = await client.post<Envelope>(`${API}createpdf`, { cerId: 'none', bdcdyid: 'none' });
    expect(report.status).toBe((await client.post<Envelope>('/online/public/search/createpdf1', { cerId: 'none', bdcdyid: 'none' })).status);
    expect(report.status).toBeGreaterThanOrEqual(400);
    expect(report.status).toBeLessThan(500);
  });

  it('needs a session and refuses an openid that is not the session user', async () => {
    const anonymous = new TestClient(baseUrl);
    expect(await anonymous.post(`${API}getApplyList`, {})).toMatchObject({ status: 401, body: { errcode: '-1' } });
    expect(await anonymous.post(`${API}addQlxxInfo`, { proinstid: 'x', savetype: '3', reqData: {} })).toMatchObject({ status: 401 });
    const client = await signedIn();
    expect(await client.post(`${API}getApplyCode`, { prodefid: '1001', xzqdm: '130402', openid: 'someone-else' })).toMatchObject({ status: 403 });
  });
});
