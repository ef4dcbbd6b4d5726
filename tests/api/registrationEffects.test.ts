import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/testClient';
import { randomIdNumber, randomPhone } from '../support/accountHelpers';
import { fillRequiredGroups } from '../support/filingMaterials';
import { startOwnTestServer, type OwnTestServer } from '../support/ownTestServer';
import { registryAccepts } from '../support/registryAccepts';
import { certificateHeldBy, storedCertificate, unitOf, type OwnCertificate } from '../support/registerCertificate';
import { demoStaff, stageAction } from '../support/staffReview';
import { signedInCitizen } from './filingReviewFixtures';

const API = '/online/wx/apilist';
type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };
type Person = { name: string; cardnum: string };
type Records = { parties: Array<[string, Person]>; units?: Record<string, unknown>[]; rights?: Array<[string, Record<string, unknown>]> };
type Stored = Awaited<ReturnType<typeof storedCertificate>> & { notices?: Array<Record<string, unknown>>; mortgages: Array<Record<string, unknown>> };

/**
 * What 登簿 writes for every business of the catalogue (issue 29, docs/decisions/0074): the
 * pre-registrations write notices (预告登记, 预告抵押) that their cancellation removes and the
 * registration they announce consumes; a mortgage transfer moves the mortgage; every unit is
 * written. And the checks before acceptance: the certificate covers the unit, its holder is a party.
 */
describe('every business writes the register', () => {
  let server: (OwnTestServer & { stop(): Promise<void> }) | undefined;
  let filer: TestClient;
  /** The citizen who files every application here: the seller of the sale files it (no other party confirms). */
  let filerIdentity: Person;
  const url = () => server!.url;
  const db = () => server!.deps.db;
  beforeAll(async () => {
    server = await startOwnTestServer();
    if (!server) return;
    const citizen = await signedInCitizen(url(), db(), 'eff');
    filer = citizen.client;
    // An ID number whose check digit holds: the filer is also a party (the seller).
    filerIdentity = { name: '测试人', cardnum: randomIdNumber() };
    await db().updateTable('users').set({ cardnum: filerIdentity.cardnum }).where('openid', '=', citizen.openid).execute();
  }, 300_000);
  afterAll(() => server?.stop());

  const person = (name: string): Person => ({ name, cardnum: randomIdNumber() });
  const party = (who: Person) => ({ sqr_type: '2', sqr_name: who.name, sqr_zjlx: '1', sqr_zjh: who.cardnum, sqr_tel: randomPhone('138'), sqr_adress: '邯郸市邯山区测试路1号', sqr_gyfs: '1' });
  const stored = async (cert: OwnCertificate) => (await storedCertificate(db(), cert.id)) as Stored;

  /** Drafts and fills an application as the citizen's pages do; answers the submit's envelope and the id. */
  async function draft(prodefid: string, records: Records) {
    const drafted = await filer.post<Envelope<{ proinstid: string }>>(`${API}/getApplyCode`, { prodefid, appointment: '0', xzqdm: '130402' });
    const id = drafted.body.data.proinstid;
    for (const [type, who] of records.parties) expect((await filer.post<Envelope>(`${API}/addPerson`, { proinstid: id, type, proposerinfo: party(who) })).body.errcode).toBe('00');
    if (records.units) {
      const saved = await filer.post<Envelope>(`${API}/addReleasteInfo`, { proinstid: id, fwxxs: records.units });
      expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
    }
    for (const [savetype, reqData] of records.rights ?? []) {
      const saved = await filer.post<{ state: number }>(`${API}/addQlxxInfo`, { proinstid: id, savetype, reqData });
      expect(saved.body.state, JSON.stringify(saved.body)).toBe(1);
    }
    await fillRequiredGroups(filer, id);
    return { id, submitted: await filer.post<Envelope>(`${API}/submitApplyProject`, { proinstid: id, appointment: '0' }) };
  }

  /** Filed, accepted, both reviews passed and registered (登簿): answers the id. */
  async function registered(prodefid: string, records: Records) {
    const { id, submitted } = await draft(prodefid, records);
    expect(submitted.body, JSON.stringify(submitted.body)).toMatchObject({ errcode: '00' });
    await stageAction(url(), 'acceptance', id, 'acceptance', 'accept');
    await stageAction(url(), 'reviewer', id, 'firstReview', 'approve');
    await stageAction(url(), 'reviewer2', id, 'secondReview', 'approve');
    const answer = await (await demoStaff(url(), 'registrar')).post<Envelope<{ stage: string }>>(`/staff/api/review/applications/${id}/register`, { requestId: crypto.randomUUID(), stage: 'registration' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return id;
  }

  const mortgageRights = (amount: number) => ({ dyfs: '1', bdbzzqse: amount, jgdw: '3', zqlxqx_start: '2026-12-01', zqlxqx_end: '2036-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1', djyy: '抵押贷款' });
  const preMortgageRights = (amount: number) => ({ dyfs: '1', bdbzzqse: amount, jgdw: '3', zqlxqx_start: '2026-12-01', zqlxqx_end: '2056-11-30', czfs: '01', sfhbzs: '0', djyy: '预购商品房抵押' });
  const noticeRights = { tdsyqsrq: '2020-01-01', tdsyjsrq: '2090-01-01', czfs: '01', sfhbzs: '0', qdjg: 150, jgdw: '3', cqly: '106', sfgycq: '1', djyy: '商品房预售' };
  const proof = /^冀\(\d{4}\)邯郸市不动产证明第\d{7}号$/;

  it('预告登记 (2001) writes the buyer’s notice; the sale to that buyer (3001) consumes it; another notice is removed by its cancellation (4002)', { timeout: 300_000 }, async () => {
    if (!server) return;
    const [developer, buyer, other] = [filerIdentity, person('冯预购'), person('陈另购')];
    const cert = await certificateHeldBy(db(), [developer]);
    await registered('2001', { parties: [['0', buyer], ['1', developer]], units: [unitOf(cert)], rights: [['2', noticeRights]] });
    const noticed = await stored(cert);
    expect(noticed.notices).toEqual([
      expect.objectContaining({ kind: '预告登记', holders: [{ name: buyer.name, cardnum: buyer.cardnum }], obligor: developer.name, proofNumber: expect.stringMatching(proof), registration: expect.any(String) }),
    ]);
    await registered('2001', { parties: [['0', other], ['1', developer]], units: [unitOf(cert)], rights: [['2', noticeRights]] });
    const othersNotice = (await stored(cert)).notices!.find((notice) => (notice.holders as Person[])[0]!.name === other.name)!;

    await registered('4002', { parties: [['0', other], ['1', developer]], rights: [['4', { BDCZMH: othersNotice.proofNumber, ZXYY: '解除预售合同' }]] });
    expect((await stored(cert)).notices?.map((notice) => (notice.holders as Person[])[0]!.name)).toEqual([buyer.name]);

    await registered('3001', { parties: [['0', buyer], ['1', developer]], units: [unitOf(cert)], rights: [['1', { sqrxm: developer.name, code: 'CLFMM01', QLXX: { czfs: '01', sfhbzs: '0', qdjg: 150, jgdw: '3', cqly: '106', djyy: '买卖' } }]] });
    expect(await stored(cert)).toMatchObject({ notices: [], holders: [{ name: buyer.name, cardnum: buyer.cardnum }] });
  });

  it('预告抵押 (2002) writes the lender’s notice, which the mortgage (1001) of that lender consumes; 2003 writes both notices', { timeout: 300_000 }, async () => {
    if (!server) return;
    const [owner, bank, buyer] = [person('褚抵押'), person('邯郸银行'), person('卫预抵')];
    const cert = await certificateHeldBy(db(), [owner]);
    await registered('2002', { parties: [['0', bank], ['1', owner]], units: [unitOf(cert)], rights: [['3', preMortgageRights(60)]] });
    expect((await stored(cert)).notices).toEqual([expect.objectContaining({ kind: '预告抵押', mortgagee: bank.name, mortgagor: owner.name, amount: 60, unit: '3', periodEnd: '2056-11-30', proofNumber: expect.stringMatching(proof) })]);
    await registered('1001', { parties: [['0', bank], ['1', owner]], units: [unitOf(cert)], rights: [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: mortgageRights(60) }]] });
    expect(await stored(cert)).toMatchObject({ notices: [], mortgages: [expect.objectContaining({ mortgagee: bank.name, amount: 60 })] });

    const both = await certificateHeldBy(db(), [owner]);
    await registered('2003', { parties: [['0', buyer], ['1', owner], ['10', bank]], units: [unitOf(both)], rights: [['2', noticeRights], ['3', preMortgageRights(45)]] });
    const notices = (await stored(both)).notices!;
    expect(notices.map((notice) => notice.kind)).toEqual(['预告登记', '预告抵押']);
    expect(notices[0]).toMatchObject({ holders: [{ name: buyer.name, cardnum: buyer.cardnum }], obligor: owner.name });
    expect(notices[1]).toMatchObject({ mortgagee: bank.name, mortgagor: buyer.name, amount: 45 });
    expect(notices[0]!.proofNumber).toBe(notices[1]!.proofNumber);
  });

  it('a mortgage transfer (1003) moves the mortgage to the new mortgagee under a new proof number; the old one no longer names it', { timeout: 300_000 }, async () => {
    if (!server) return;
    const [owner, first, next] = [person('蒋转移'), person('甲银行'), person('乙银行')];
    const cert = await certificateHeldBy(db(), [owner]);
    await registered('1001', { parties: [['0', first], ['1', owner]], units: [unitOf(cert)], rights: [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: mortgageRights(70) }]] });
    const before = (await stored(cert)).mortgages[0]!;
    await registered('1003', { parties: [['0', next], ['1', owner]], units: [unitOf(cert)], rights: [['3', { sqrxm: owner.name, code: 'DYQZY01', DYQXX: mortgageRights(70) }]] });
    const [moved] = (await stored(cert)).mortgages;
    expect(moved).toMatchObject({ mortgagee: next.name, mortgagor: owner.name, amount: 70, registeredAt: before.registeredAt, transferredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(moved!.proofNumber).toMatch(proof);
    expect(moved!.proofNumber).not.toBe(before.proofNumber);
    expect((await stored(cert)).mortgages).toHaveLength(1);
  });

  it('an application with several units writes every unit’s certificate', { timeout: 300_000 }, async () => {
    if (!server) return;
    const [owner, bank] = [person('沈两套'), person('丙银行')];
    const [flat, garage] = [await certificateHeldBy(db(), [owner]), await certificateHeldBy(db(), [owner])];
    const id = await registered('1001', { parties: [['0', bank], ['1', owner]], units: [unitOf(flat), unitOf(garage)], rights: [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: mortgageRights(90) }]] });
    const [onFlat, onGarage] = [await stored(flat), await stored(garage)];
    for (const written of [onFlat, onGarage]) expect(written).toMatchObject({ fwzt: '抵押', registeredApplications: [id], mortgages: [expect.objectContaining({ mortgagee: bank.name, amount: 90 })] });
    expect(onFlat.mortgages[0]!.proofNumber).toBe(onGarage.mortgages[0]!.proofNumber);
  });

  it('before acceptance: the staff checks say whether the certificate covers the unit and whether its holder is a party, with their evidence', { timeout: 300_000 }, async () => {
    if (!server) return;
    const [owner, bank] = [person('韩单元'), person('丁银行')];
    const cert = await certificateHeldBy(db(), [owner]);
    const rights: Records['rights'] = [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: mortgageRights(20) }]];
    const checksOf = async (id: string) => {
      const answer = await (await demoStaff(url(), 'acceptance')).get<Envelope<{ checks: Array<{ id: string; passed: boolean; blocking: boolean; evidence: string[] }> }>>(`/staff/api/review/applications/${id}/checks`);
      return Object.fromEntries(answer.body.data.checks.map((check) => [check.id, check]));
    };
    // A unit the certificate does not cover: the citizen's submit is refused (it blocks: docs/decisions/0081); taken past
    // submit's checks, the acceptance clerk sees why, and 登簿 would refuse it too.
    const elsewhere = await draft('1001', { parties: [['0', bank], ['1', owner]], units: [{ ...unitOf(cert), bdcdyh: '130402009009GB99999F99999999' }], rights });
    expect(elsewhere.submitted.body).toMatchObject({ errmsg: '您所填的不动产单元不在该不动产权证书内，请核对不动产单元号与证书号。' });
    expect(elsewhere.submitted.body.errcode).not.toBe('00');
    expect(await registryAccepts(server!.deps, elsewhere.id)).toBeDefined();
    expect((await checksOf(elsewhere.id)).unitCovered).toMatchObject({ passed: false, blocking: true, evidence: [`不动产单元 130402009009GB99999F99999999 不在 ${cert.bdcqzh} 内`] });

    const { id, submitted } = await draft('1001', { parties: [['0', bank], ['1', owner]], units: [unitOf(cert)], rights });
    expect(submitted.body.errcode).toBe('00');
    const checks = await checksOf(id);
    expect(checks.unitCovered).toMatchObject({ passed: true, evidence: [`不动产单元 ${cert.unit} 在 ${cert.bdcqzh} 内`] });
    expect(checks.holderIsParty).toMatchObject({ passed: true, blocking: true, evidence: expect.arrayContaining([`${cert.bdcqzh} 的持有人是本申请的当事人`]) });
  });

  it('keeps each check as acceptance judged it: after 登簿 the panel’s frozen result still passes while the register now carries the case’s own mortgage', { timeout: 300_000 }, async () => {
    if (!server) return;
    const [owner, bank] = [person('秦冻结'), person('戊银行')];
    const cert = await certificateHeldBy(db(), [owner]);
    const id = await registered('1001', { parties: [['0', bank], ['1', owner]], units: [unitOf(cert)], rights: [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: mortgageRights(30) }]] });
    type Check = { id: string; passed: boolean; evidence: string[] };
    const answer = await (await demoStaff(url(), 'registrar')).get<Envelope<{ checks: Check[]; frozen: { at: string; checks: Check[] } }>>(`/staff/api/review/applications/${id}/checks`);
    const { frozen, checks } = answer.body.data;
    expect(frozen.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(frozen.checks.find((check) => check.id === 'notMortgaged')).toMatchObject({ passed: true, evidence: [`${cert.bdcqzh}：无抵押记录`] });
    expect(checks.find((check) => check.id === 'notMortgaged')).toMatchObject({ passed: false, evidence: [expect.stringContaining(bank.name)] });
  });
});
