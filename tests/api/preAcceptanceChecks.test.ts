import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { DEMO_CERTIFICATES } from '../../server/registry/seed/demoRegistry';
import { fillRequiredGroups } from '../support/filingMaterials';
import { demoBankConfirms } from '../support/partnerFixtures';
import { signInStaff, type StaffClient } from '../support/staffClient';
import type { TestClient } from '../support/testClient';
import { signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { registryAccepts } from '../support/registryAccepts';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
const API = '/online/wx/apilist/';

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type Check = { id: string; title: string; passed: boolean; blocking: boolean; evidence: string[] };

const ZHANG = { sqr_type: '2', sqr_name: '张建国', sqr_zjlx: '1', sqr_zjh: '130402198503151231', sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号', sqr_gyfs: '1' };
const LI = { ...ZHANG, sqr_name: '李秀英', sqr_zjh: '130402199007082649', sqr_tel: '13912345678' };
const BANK = { sqr_type: '1', sqr_name: '邯郸市示范商业银行', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: '0310-1234567', sqr_qt_fr_name: '王立', sqr_adress: '邯郸市丛台区中华北大街1号' };
const MORTGAGE = { sqrxm: '张建国', code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } };
// The demo registry (server/registry/seed/demoRegistry.ts).
const MORTGAGED = '冀(2019)邯郸市不动产权第0016875号';
const SEIZED = '冀(2016)邯郸市不动产权第0008321号';
const OBJECTION = '冀(2022)邯郸市不动产权第0031207号';
const UNKNOWN = '冀(2019)邯郸市不动产权第9999999号';
const SEIZED_TEXT = '该不动产已被查封，暂不能办理此业务，请联系登记机构。';
const NEUTRAL_TEXT = '未查到申请人名下证号为您所填的不动产权证书（或不动产证明），或该证书已注销，请核对证号及申请人的姓名、证件号码后再试。';

describe.skipIf(!baseUrl)('pre-acceptance checks against the registry (issue 20)', () => {
  let server: RunningServer;
  const staff: Record<string, StaffClient> = {};
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    for (const name of ['acceptance', 'reviewer', 'registrar', 'certificate', 'content', 'scheduler']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const stored = (id: string) => db().selectFrom('applications').select(['shzt', 'prolsh', 'kyy']).where('id', '=', id).executeTakeFirstOrThrow();
  const post = async (client: TestClient, action: string, body: Record<string, unknown>) => {
    const answer = await client.post<Envelope & { state?: number }>(`${API}${action}`, body);
    expect(answer.status, `${action}: ${JSON.stringify(answer.body)}`).toBe(200);
  };

  /** A unit the demo certificate covers (the first of several); a well-formed number for one the register lacks. */
  const unitOf = (certificate: string) => DEMO_CERTIFICATES.find((demo) => demo.bdcqzh === certificate)?.bdcdyid.split('@')[0] ?? '130402001001GB00001F00010001';

  /** A first mortgage (1001) of the unit of `certificate`, the obligor (mortgagor) `obligor`, complete with its pictures. */
  async function mortgageOf(certificate: string, obligor = ZHANG) {
    const citizen = await signedInCitizen(server.url, db(), 'pac');
    const created = await citizen.client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid: '1001', appointment: '0', xzqdm: '130402' });
    const id = created.body.data.proinstid;
    await post(citizen.client, 'addPerson', { proinstid: id, type: '0', proposerinfo: BANK });
    await post(citizen.client, 'addPerson', { proinstid: id, type: '1', proposerinfo: obligor });
    await post(citizen.client, 'addReleasteInfo', { proinstid: id, fwxxs: [{ bdcqzmh: certificate, bdcdyh: unitOf(certificate), zl: '邯郸市某小区1号楼101', fwsyqmj: 98.5 }] });
    await post(citizen.client, 'addQlxxInfo', { proinstid: id, savetype: '3', reqData: MORTGAGE });
    await fillRequiredGroups(citizen.client, id);
    return { ...citizen, id };
  }

  /** Into the back office as if the registry took it before its facts changed (past the citizen's checks). */
  const accepted = async (id: string) => {
    await registryAccepts(server.deps, id);
    return id;
  };
  const checksOf = async (id: string, who = 'acceptance') => {
    const answer = await staff[who]!.get<Envelope<{ checks: Check[] }>>(`/staff/api/review/applications/${id}/checks`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.checks;
  };
  const byId = (checks: Check[]) => Object.fromEntries(checks.map((check) => [check.id, check]));

  it('refuses the citizen\'s 下一步 and submit on a seized unit, in words the citizen understands, and changes nothing', async () => {
    const { client, id } = await mortgageOf(SEIZED);
    const check = await client.post<Envelope>(`${API}check`, { proinstid: id });
    expect(check.status).toBe(409);
    expect(check.body.errcode).not.toBe('00');
    expect(check.body.errmsg).toBe(SEIZED_TEXT);
    const english = await client.request<Envelope>('POST', `${API}check`, { body: JSON.stringify({ proinstid: id }), headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
    expect(english.body.errmsg).toContain('seized');

    const submit = await client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id, appointment: '0' });
    expect(submit).toMatchObject({ status: 409, body: { errmsg: SEIZED_TEXT } });
    expect(submit.body.errcode).not.toBe('00');
    expect(await stored(id)).toMatchObject({ shzt: -1, prolsh: null, kyy: 0 });
  });

  it('refuses an objection and an unknown certificate number the same way', async () => {
    const objection = await mortgageOf(OBJECTION);
    expect((await objection.client.post<Envelope>(`${API}check`, { proinstid: objection.id })).body.errmsg).toBe('该不动产存在异议登记，暂不能办理此业务，请联系登记机构。');
    const unknown = await mortgageOf(UNKNOWN);
    const answer = await unknown.client.post<Envelope>(`${API}submitApplyProject`, { proinstid: unknown.id, appointment: '0' });
    expect(answer).toMatchObject({ status: 409, body: { errmsg: NEUTRAL_TEXT } });
    expect(await stored(unknown.id)).toMatchObject({ shzt: -1, prolsh: null });
  });

  it('tells an application none of whose parties holds the certificate nothing about it: one neutral refusal, as for a number the registry lacks (issue 26)', async () => {
    // A verified citizen who holds nothing names 张建国's seized, objected and mortgaged certificates; the obligor is 李秀英.
    const answers: Array<{ check: unknown[]; submit: unknown[] }> = [];
    for (const certificate of [SEIZED, OBJECTION, MORTGAGED, UNKNOWN]) {
      const { client, id } = await mortgageOf(certificate, LI);
      const check = await client.post<Envelope>(`${API}check`, { proinstid: id });
      const submit = await client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id, appointment: '0' });
      expect(await stored(id)).toMatchObject({ shzt: -1, prolsh: null });
      answers.push({ check: [check.status, check.body.errcode, check.body.errmsg], submit: [submit.status, submit.body.errcode, submit.body.errmsg] });
    }
    expect(answers[0]!.check).toEqual([409, '01', NEUTRAL_TEXT]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // The unit lookup by certificate number (filling the unit form) answers someone else's certificate as an unknown number.
    const lookUp = async (client: TestClient, bdcqzh: string) => {
      const answer = await client.post<Envelope>('/mpnw/api/singleApply/searchBdcdyInfoByBdcqzh', { bdcqzh });
      return [answer.status, answer.body.errcode, answer.body.errmsg, answer.body.data];
    };
    const { client } = await signedInCitizen(server.url, db(), 'pac');
    expect(await lookUp(client, SEIZED)).toEqual(await lookUp(client, UNKNOWN));
    expect((await lookUp(client, SEIZED))[0]).toBe(404);
  });

  it('lets a clear application through although a non-blocking check fails (a further mortgage), and the back office sees the warning', async () => {
    const { client, id } = await mortgageOf(MORTGAGED);
    expect((await client.post<Envelope>(`${API}check`, { proinstid: id })).body).toMatchObject({ errcode: '00' });
    await demoBankConfirms(server.url, client, id);
    expect((await client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id, appointment: '0' })).body).toMatchObject({ errcode: '00' });
    expect((await stored(id)).prolsh).toMatch(/^DJ/);

    const checks = byId(await checksOf(id));
    expect(Object.keys(checks)).toEqual(['certificateExists', 'unitCovered', 'holderIsParty', 'notSeized', 'noObjection', 'notMortgaged', 'obligorHoldsCertificate']);
    expect(checks.certificateExists).toMatchObject({ title: '证书存在且有效', passed: true, blocking: true, evidence: [`证书：${MORTGAGED}，坐落：邯郸市丛台区人民东路356号锦绣花园3号楼2单元1502室`] });
    expect(checks.notMortgaged).toEqual({
      id: 'notMortgaged',
      title: '无抵押',
      passed: false,
      blocking: false,
      evidence: ['抵押：中国建设银行股份有限公司邯郸分行 68万元 2019-07-02 至 2039-07-01，登记于 2019-07-05'],
    });
    expect(checks.notSeized).toMatchObject({ passed: true, evidence: [`${MORTGAGED}：无查封记录`] });
    expect(checks.obligorHoldsCertificate).toMatchObject({ passed: true, blocking: false, evidence: ['证书持有人：张建国 1304**********1231', '义务人：张建国 1304**********1231，是持有人'] });
  });

  it('has nothing to check on an application filed for a counter appointment (no forms, no number): it is submitted', async () => {
    const citizen = await signedInCitizen(server.url, db(), 'pac');
    const created = await citizen.client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid: '1002', appointment: '1', xzqdm: '130402' });
    const id = created.body.data.proinstid;
    await fillRequiredGroups(citizen.client, id);
    expect((await citizen.client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id, appointment: '1' })).body).toMatchObject({ errcode: '00' });
    const checks = await checksOf(id);
    expect(checks.every((check) => check.passed && check.evidence.join() === '申请未填写不动产权证书号或不动产证明号，无可核验')).toBe(true);
  });

  it('shows the back office each failing check with the registry\'s evidence: seizure, objection, obligor not the holder, unknown number', async () => {
    const seized = byId(await checksOf(await accepted((await mortgageOf(SEIZED)).id), 'reviewer'));
    expect(seized.notSeized).toEqual({
      id: 'notSeized',
      title: '无查封',
      passed: false,
      blocking: true,
      evidence: ['查封：邯郸市邯山区人民法院 (2023)冀0402执保1234号 2023-08-15 至 2026-08-14', '轮候查封：邯郸市丛台区人民法院 (2024)冀0403执保0456号 2024-02-20 至 2027-02-19'],
    });
    expect(seized.certificateExists?.passed).toBe(true);

    const objection = byId(await checksOf(await accepted((await mortgageOf(OBJECTION)).id), 'registrar'));
    expect(objection.noObjection).toMatchObject({ passed: false, blocking: true, evidence: ['异议：邯郸市华冶物业服务有限公司，对104商铺分摊面积提出异议，登记于 2022-05-09'] });

    const notHolder = await checksOf(await accepted((await mortgageOf(MORTGAGED, LI)).id), 'certificate');
    expect(byId(notHolder).obligorHoldsCertificate).toMatchObject({
      passed: false,
      blocking: false,
      evidence: ['证书持有人：张建国 1304**********1231', `义务人：李秀英 1304**********2649，不是 ${MORTGAGED} 的持有人`],
    });
    // ID numbers are masked in every line.
    expect(JSON.stringify(notHolder)).not.toMatch(/\d{17}[\dXx]/);

    const unknown = byId(await checksOf(await accepted((await mortgageOf(UNKNOWN)).id)));
    expect(unknown.certificateExists).toMatchObject({ passed: false, blocking: true, evidence: [`登记簿中无此证号：${UNKNOWN}`] });
    expect(unknown.notSeized).toMatchObject({ passed: true, evidence: ['没有可核验的证书'] });
  });

  it('passes every check of a mortgage\'s cancellation whose proof number names a registered mortgage', async () => {
    const citizen = await signedInCitizen(server.url, db(), 'pac');
    const created = await citizen.client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid: '4001', appointment: '0', xzqdm: '130402' });
    const id = created.body.data.proinstid;
    await post(citizen.client, 'addQlxxInfo', { proinstid: id, savetype: '4', reqData: { ZXDJ: { BDCZMH: '冀(2019)邯郸市不动产证明第0001234号', ZXYY: '主债权消灭' } } });
    const checks = await checksOf(await accepted(id));
    expect(checks.map(({ id: check, passed, blocking }) => [check, passed, blocking])).toEqual([
      ['certificateExists', true, true],
      ['mortgageExists', true, true],
    ]);
    expect(checks[0]!.evidence).toEqual([`不动产证明：冀(2019)邯郸市不动产证明第0001234号，抵押于 ${MORTGAGED}（邯郸市丛台区人民东路356号锦绣花园3号楼2单元1502室）`]);
    expect(checks[1]!.evidence[0]).toContain('中国建设银行股份有限公司邯郸分行');
  });

  it('never accepts an application whose unit was changed to a seized one while it was being submitted (races)', { timeout: 120_000 }, async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { client, id } = await mortgageOf(MORTGAGED);
        const apply = await client.post<Envelope<{ units: Array<Record<string, unknown>> }>>(`${API}getApply`, { slsqId: id });
        const unit = apply.body.data.units[0]!;
        const [submit, change] = await Promise.all([
          client.post<Envelope>(`${API}submitApplyProject`, { proinstid: id, appointment: '0' }),
          client.post<Envelope>(`${API}addReleasteInfo`, { proinstid: id, fwxxs: [{ ...unit, bdcqzmh: SEIZED }] }),
        ]);
        const after = await db().selectFrom('application_units').select('data').where('application_id', '=', id).executeTakeFirstOrThrow();
        return { id, submitted: submit.status === 200, changed: change.status === 200, certificate: (after.data as { bdcqzmh: string }).bdcqzmh, shzt: (await stored(id)).shzt };
      }),
    );
    for (const outcome of outcomes) {
      // Submitted: the change came too late and was refused; else the seized unit is stored and the submit refused.
      if (outcome.submitted) expect(outcome).toMatchObject({ changed: false, certificate: MORTGAGED, shzt: 0 });
      else expect(outcome).toMatchObject({ changed: true, certificate: SEIZED, shzt: -1 });
    }
  });

  it('answers stage staff only; others, citizens, unknown and unsubmitted applications are refused', async () => {
    const { client, id } = await mortgageOf(MORTGAGED);
    const path = `/staff/api/review/applications/${id}/checks`;
    expect((await staff.acceptance!.get(path)).status).toBe(404);
    await accepted(id);
    expect((await staff.acceptance!.get(path)).status).toBe(200);
    expect(await staff.content!.get(path)).toMatchObject({ status: 403, body: { errmsg: '您的角色无权进行此操作' } });
    expect((await staff.scheduler!.get(path)).status).toBe(403);
    expect((await client.request('GET', path)).status).toBe(401);
    expect((await staff.acceptance!.get('/staff/api/review/applications/no-such-application/checks')).status).toBe(404);
  });
});
