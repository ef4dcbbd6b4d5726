import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from '../support/accountHelpers';
import { fillRequiredGroups } from '../support/filingMaterials';
import { startServerPair, type ServerPair } from '../support/serverPair';
import { certificateHeldBy, storedCertificate, unitOf, type OwnCertificate } from '../support/registerCertificate';
import { pdfText, waitForRecord } from '../support/registryHelpers';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { newSignedInUser, type TestClient } from '../support/testClient';

const API = '/online/wx/apilist';
type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };
type Person = { name: string; cardnum: string; phone: string; client: TestClient };
type Mortgage = { mortgagee: string; mortgagor: string; amount: number; amountText: string; periodStart: string; periodEnd: string; proofNumber: string; registration: string };
type Detail = { fwzt: string; mortgages: Mortgage[]; QLR: Array<{ name: string; cardnum: string }>; GYFS: string };

/**
 * Registering (登簿) changes the emulated register (issue 20, docs/decisions/0054): a mortgage is
 * added to the certificate, a cancellation removes it, a sale changes the holder; the citizen's
 * certificate search, its detail, the ownership status and a new verification report show it.
 * On a database of this file's own, served by two processes on PostgreSQL (races between them):
 * it changes certificates of its own making.
 */
describe('registering writes the register', () => {
  let server: ServerPair | undefined;
  const staff: Record<string, StaffClient> = {};
  beforeAll(async () => {
    server = await startServerPair({});
    if (!server) return;
    for (const name of ['acceptance', 'reviewer', 'reviewer2', 'registrar']) staff[name] = await signInStaff(url(), `demo-${name}`, `demo-${name}-2026`);
    // Two server processes starting beside the rest of the suite: a minute is not always enough.
  }, 180_000);
  afterAll(() => server?.stop());
  const url = () => server!.urls[0];
  const db = () => server!.db;

  /** A citizen with a verified profile and a passed face check (the certificate search asks for both). */
  async function citizen(name: string): Promise<Person> {
    const { client } = await newSignedInUser(url(), 'reg');
    const [cardnum, phone] = [randomIdNumber(), randomPhone()];
    await passFace(client, name, cardnum);
    await client.post(`${API}/getPhoneCode`, { phone });
    const saved = await client.post<Envelope>(`${API}/saveUserInfo`, { name, cardnum, phone, code: await latestSmsCode(client, phone), password: 'abc123' });
    expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
    // Saving the profile used that check; the certificate search wants a passed one of its own.
    await passFace(client, name, cardnum);
    return { name, cardnum, phone, client };
  }

  const certificate = (holders: Person[]) => certificateHeldBy(db(), holders);

  const party = (person: Pick<Person, 'name' | 'cardnum'>) => ({
    sqr_type: '2',
    sqr_name: person.name,
    sqr_zjlx: '1',
    sqr_zjh: person.cardnum,
    sqr_tel: randomPhone('138'),
    sqr_adress: '邯郸市邯山区测试路1号',
    sqr_gyfs: '1',
  });

  /** Files and submits an application the way the citizen's pages do; answers its id and acceptance number. */
  async function file(client: TestClient, prodefid: string, records: { parties: Array<[string, Record<string, unknown>]>; units?: Record<string, unknown>[]; rights?: Array<[string, Record<string, unknown>]> }) {
    const drafted = await client.post<Envelope<{ proinstid: string }>>(`${API}/getApplyCode`, { prodefid, appointment: '0', xzqdm: '130402' });
    const id = drafted.body.data.proinstid;
    for (const [type, proposerinfo] of records.parties) {
      const saved = await client.post<Envelope>(`${API}/addPerson`, { proinstid: id, type, proposerinfo });
      expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
    }
    if (records.units) {
      const saved = await client.post<Envelope>(`${API}/addReleasteInfo`, { proinstid: id, fwxxs: records.units });
      expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
    }
    for (const [savetype, reqData] of records.rights ?? []) {
      const saved = await client.post<{ state: number }>(`${API}/addQlxxInfo`, { proinstid: id, savetype, reqData });
      expect(saved.body.state, JSON.stringify(saved.body)).toBe(1);
    }
    await fillRequiredGroups(client, id);
    const submitted = await client.post<Envelope>(`${API}/submitApplyProject`, { proinstid: id, appointment: '0' });
    expect(submitted.body, JSON.stringify(submitted.body)).toMatchObject({ errcode: '00' });
    const { prolsh } = await db().selectFrom('applications').select('prolsh').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, prolsh: prolsh! };
  }

  const act = (who: StaffClient, id: string, stage: string, action: string, requestId: string = crypto.randomUUID()) =>
    who.post<Envelope<{ stage: string; shzt: number }>>(`/staff/api/review/applications/${id}/${action}`, { requestId, stage });
  /** Acceptance, first review, second review (two reviewers): the application waits for the registrar. */
  async function approve(id: string) {
    for (const [who, stage, action] of [
      ['acceptance', 'acceptance', 'accept'],
      ['reviewer', 'firstReview', 'approve'],
      ['reviewer2', 'secondReview', 'approve'],
    ] as const) {
      const answer = await act(staff[who]!, id, stage, action);
      expect(answer.status, `${stage} ${action}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  }

  /** A second-hand sale (3001) of the flat of `cert`, filed by its seller and approved by both reviews: it waits for the registrar. */
  async function sale(seller: Person, buyer: Pick<Person, 'name' | 'cardnum'>, cert: OwnCertificate) {
    const filed = await file(seller.client, '3001', {
      parties: [
        ['0', party(buyer)],
        ['1', party(seller)],
      ],
      units: [unitOf(cert)],
      rights: [['1', { sqrxm: seller.name, code: 'CLFMM01', QLXX: { czfs: '01', sfhbzs: '0', qdjg: 120, jgdw: '3', cqly: '106', djyy: '买卖' } }]],
    });
    await approve(filed.id);
    return filed;
  }

  /** A first mortgage (1001) of the flat of `cert` by its holder to `lender`, filed and approved by both reviews: it waits for the registrar. */
  async function approvedMortgage(owner: Person, cert: OwnCertificate, lender: string, amount: number) {
    const filed = await file(owner.client, '1001', {
      parties: [
        ['0', party({ name: lender, cardnum: randomIdNumber() })],
        ['1', party(owner)],
      ],
      units: [unitOf(cert)],
      rights: [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: amount, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2036-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' } }]],
    });
    await approve(filed.id);
    return filed;
  }

  /** Another registrar, signed in on `at` (the second process on PostgreSQL). */
  async function anotherRegistrar(at: string) {
    const admin = await signInStaff(url(), 'demo-admin', 'demo-admin-2026');
    const username = `reg-${crypto.randomBytes(4).toString('hex')}`;
    expect((await admin.post('/staff/api/accounts', { username, name: '第二登簿员', password: 'Registrar-2026-x', roles: ['registrar'] })).status).toBe(200);
    return signInStaff(at, username, 'Registrar-2026-x');
  }

  /** The citizen's certificate search (查档, spec 001 section 7.5): the found certificates' cards. */
  async function search(person: Person) {
    const sent = await person.client.post<{ data: string }>(`${API}/phong_query_yzm`, { qlrphone: person.phone });
    const queued = await person.client.post<Envelope<{ ID: string }>>(`${API}/sentquerycert`, { qlrname: person.name, qlrcode: person.cardnum, qlrphone: person.phone, xzqmc: '邯郸市', xzqdm: '130400', code: sent.body.data });
    expect(queued.body.errcode, JSON.stringify(queued.body)).toBe('00');
    const record = await waitForRecord(person.client, `${API}/querycertrecord`, queued.body.data.ID);
    const details = await person.client.post<{ data: { list: Array<{ BDCQZH: string; BDCDYID: string; fwzt: string }> } }>(`${API}/getCatchcertDetails`, { cerId: record.ID });
    return { id: record.ID, cards: record.state === 20 ? details.body.data.list : [] };
  }
  const detail = async (person: Person, recordId: string, unit: string) => (await person.client.post<Envelope<Detail>>('/online/public/search/getCatchcertex', { cerId: recordId, bdcdyid: unit })).body.data;
  /** The ownership status (房屋权属状况) of the floor-plan query. */
  async function ownership(person: Person, cert: OwnCertificate) {
    const answer = await person.client.post<{ msg: string }>('/online/public/search/wx/getBDCDYIDByZSID', { bdcdyid: cert.unit, zdbdcdyid: cert.parcel, zsid: cert.id });
    const { zsInfo } = JSON.parse(answer.body.msg) as { zsInfo: string };
    return zsInfo ? (JSON.parse(zsInfo) as { QLR: string; DYZT: string }) : undefined;
  }
  /** A verification report drawn now, as text. */
  async function report(person: Person, recordId: string, unit: string) {
    const made = await person.client.post<Envelope<{ url: string }>>(`${API}/createpdf`, { cerId: recordId, bdcdyid: unit });
    const response = await fetch(url() + made.body.data.url, { headers: { cookie: person.client.cookie } });
    return pdfText(Buffer.from(await response.arrayBuffer()));
  }
  const stored = async (id: string) => (await storedCertificate(db(), id)) as Awaited<ReturnType<typeof storedCertificate>> & { mortgages: Mortgage[] };
  const stageOf = async (id: string) => (await db().selectFrom('review_cases').select('stage').where('application_id', '=', id).executeTakeFirstOrThrow()).stage;
  const shztOf = async (id: string) => (await db().selectFrom('applications').select('shzt').where('id', '=', id).executeTakeFirstOrThrow()).shzt;

  /**
   * Registering is refused with the message, never registered: the case goes back to first review
   * (where a reviewer returns or rejects it) with the refusal in its trail (issue 26).
   */
  async function refused(id: string, message: string | RegExp, requestId?: string) {
    const answer = await act(staff.registrar!, id, 'registration', 'register', requestId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    expect(answer.body.errmsg).toMatch(message);
    expect(await stageOf(id)).toBe('firstReview');
    expect(await shztOf(id)).toBe(10);
    const trail = await db().selectFrom('application_trail').select(['activity_name', 'opinion']).where('application_id', '=', id).orderBy('started_at').orderBy('id').execute();
    expect(trail.map((step) => step.activity_name)).not.toContain('登簿');
    expect(trail.at(-1)).toEqual({ activity_name: '登簿未通过，退回审核', opinion: answer.body.errmsg });
  }

  it('a registered mortgage shows on the certificate, its status, the ownership status and a new report; its cancellation removes it', async () => {
    if (!server) return;
    const owner = await citizen('韩登簿');
    const lender = { name: '钱放贷', cardnum: randomIdNumber() };
    const cert = await certificate([owner]);
    const before = await search(owner);
    expect(before.cards.find((card) => card.BDCQZH === cert.bdcqzh)?.fwzt).toBe('正常');

    const mortgage = await file(owner.client, '1001', {
      parties: [
        ['0', party(lender)],
        ['1', party(owner)],
      ],
      units: [unitOf(cert)],
      rights: [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 85, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' } }]],
    });
    await approve(mortgage.id);
    expect((await stored(cert.id)).mortgages).toEqual([]);
    const registered = await act(staff.registrar!, mortgage.id, 'registration', 'register');
    expect(registered.body.data, JSON.stringify(registered.body)).toMatchObject({ stage: 'certificate', shzt: 20 });

    // The register: the mortgage with its proof number, registered under the acceptance number, once.
    const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    const written = await stored(cert.id);
    expect(written).toMatchObject({ fwzt: '抵押', registeredApplications: [mortgage.id] });
    expect(written.mortgages).toEqual([
      {
        mortgagee: '钱放贷',
        mortgagor: '韩登簿',
        amount: 85,
        unit: '3',
        periodStart: '2026-12-01',
        periodEnd: '2046-11-30',
        registeredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        proofNumber: expect.stringMatching(new RegExp(`^冀\\(${year}\\)邯郸市不动产证明第\\d{7}号$`)),
        registration: mortgage.prolsh,
      },
    ]);
    // The audit entry says what was written.
    const audited = await db().selectFrom('staff_audit_log').select('after').where('target', '=', mortgage.id).where('action', '=', 'review.register').executeTakeFirstOrThrow();
    expect(audited.after).toMatchObject({ registered: { kind: 'addMortgage', applied: true, certificate: cert.bdcqzh, proofNumber: written.mortgages[0]!.proofNumber } });

    // What the citizen sees: a new search's card and detail, the ownership status, a new report.
    // (The earlier search's card keeps the status it found: a search result is a snapshot.)
    const after = await search(owner);
    expect(after.cards.find((card) => card.BDCQZH === cert.bdcqzh)?.fwzt).toBe('抵押');
    const shown = await detail(owner, after.id, cert.unit);
    expect(shown.fwzt).toContain('抵押');
    expect(shown.mortgages).toEqual([expect.objectContaining({ mortgagee: '钱放贷', mortgagor: '韩登簿', amountText: '85万元', periodStart: '2026-12-01', periodEnd: '2046-11-30' })]);
    expect((await ownership(owner, cert))?.DYZT).toBe('已抵押（1条）');
    const text = await report(owner, after.id, cert.unit);
    expect(text).toContain('钱放贷');
    expect(text).toContain('2046-11-30');

    // The cancellation names the mortgage by its proof number (its page has no units); registering it removes the mortgage.
    const cancel = await file(owner.client, '4001', {
      parties: [
        ['0', party(lender)],
        ['1', party(owner)],
      ],
      rights: [['4', { BDCZMH: written.mortgages[0]!.proofNumber, ZXYY: '主债权已清偿' }]],
    });
    await approve(cancel.id);
    expect((await act(staff.registrar!, cancel.id, 'registration', 'register')).status).toBe(200);
    expect(await stored(cert.id)).toMatchObject({ fwzt: '正常', mortgages: [], registeredApplications: [mortgage.id, cancel.id] });
    const cancelled = await search(owner);
    expect(cancelled.cards.find((card) => card.BDCQZH === cert.bdcqzh)?.fwzt).toBe('正常');
    expect((await detail(owner, cancelled.id, cert.unit)).mortgages).toEqual([]);
    expect((await ownership(owner, cert))?.DYZT).toBe('无');
  });

  it('a registered sale changes the holder: the buyer finds the certificate, the seller no longer does', async () => {
    if (!server) return;
    const [seller, buyer] = [await citizen('孙卖房'), await citizen('周买房')];
    const cert = await certificate([seller]);
    const sellersSearch = await search(seller);
    expect(sellersSearch.cards.map((card) => card.BDCQZH)).toContain(cert.bdcqzh);
    expect((await search(buyer)).cards.map((card) => card.BDCQZH)).not.toContain(cert.bdcqzh);

    const sold = await sale(seller, buyer, cert);
    expect((await act(staff.registrar!, sold.id, 'registration', 'register')).status).toBe(200);
    expect(await stored(cert.id)).toMatchObject({ gyfs: '单独所有', holders: [{ name: buyer.name, cardnum: buyer.cardnum }] });

    const found = await search(buyer);
    expect(found.cards.map((card) => card.BDCQZH)).toContain(cert.bdcqzh);
    expect((await detail(buyer, found.id, cert.unit)).QLR).toEqual([{ name: buyer.name, cardnum: expect.stringContaining('**'), share: '100%' }]);
    expect((await ownership(buyer, cert))?.QLR).toBe(buyer.name);
    expect((await search(seller)).cards.map((card) => card.BDCQZH)).not.toContain(cert.bdcqzh);
    // The seller's earlier search no longer opens the certificate, nor its ownership status.
    expect((await seller.client.post('/online/public/search/getCatchcertex', { cerId: sellersSearch.id, bdcdyid: cert.unit })).status).toBe(404);
    expect((await seller.client.post('/online/public/search/wx/getBDCDYIDByZSID', { bdcdyid: cert.unit, zdbdcdyid: cert.parcel, zsid: cert.id })).status).toBe(403);
  });

  // The pre-acceptance checks (docs/decisions/0052) refuse to submit an application naming a certificate
  // or a mortgage the register does not have; registering refuses what changed in the register since.
  it('refuses to register on a certificate cancelled since, or that does not cover the unit, and a cancellation of a mortgage already cancelled; nothing changes', async () => {
    if (!server) return;
    const owner = await citizen('吴拒绝');
    const lender = { name: '郑放贷', cardnum: randomIdNumber() };
    const [cert, cancelledSince] = [await certificate([owner]), await certificate([owner])];
    const rights: Array<[string, Record<string, unknown>]> = [['3', { sqrxm: owner.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 10, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2036-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' } }]];
    const parties: Array<[string, Record<string, unknown>]> = [
      ['0', party(lender)],
      ['1', party(owner)],
    ];

    // The citizen's submit refuses a unit the certificate does not cover (docs/decisions/0081); the register's page of the
    // certificate changes after acceptance (its unit renumbered), and 登簿 refuses the unit the application names.
    const elsewhere = await file(owner.client, '1001', { parties, units: [unitOf(cert)], rights });
    await approve(elsewhere.id);
    await db().updateTable('registry_certificates').set({ bdcdyid: '130402009009GB99999F99999999' }).where('id', '=', cert.id).execute();
    await refused(elsewhere.id, `不能登簿：不动产权证书“${cert.bdcqzh}”不包含不动产单元“${cert.unit}”`);
    await db().updateTable('registry_certificates').set({ bdcdyid: cert.unit }).where('id', '=', cert.id).execute();

    const late = await file(owner.client, '1001', { parties, units: [unitOf(cancelledSince)], rights });
    await approve(late.id);
    await db().updateTable('registry_certificates').set({ sfyx: '0' }).where('id', '=', cancelledSince.id).execute();
    await refused(late.id, `不能登簿：不动产权证书“${cancelledSince.bdcqzh}”已注销`);
    expect(await stored(cancelledSince.id)).toMatchObject({ mortgages: [] });

    // Two cancellations of one mortgage: the first registered removes it, the second finds it gone.
    const mortgage = await file(owner.client, '1001', { parties, units: [unitOf(cert)], rights });
    await approve(mortgage.id);
    expect((await act(staff.registrar!, mortgage.id, 'registration', 'register')).status).toBe(200);
    const proofNumber = (await stored(cert.id)).mortgages[0]!.proofNumber;
    const cancellation = { parties, rights: [['4', { BDCZMH: proofNumber, ZXYY: '已清偿' }]] as Array<[string, Record<string, unknown>]> };
    const [first, second] = [await file(owner.client, '4001', cancellation), await file(owner.client, '4001', cancellation)];
    await approve(first.id);
    await approve(second.id);
    expect((await act(staff.registrar!, first.id, 'registration', 'register')).status).toBe(200);
    await refused(second.id, `不能登簿：登记簿中没有证明号为“${proofNumber}”的抵押`);
    expect(await stored(cert.id)).toMatchObject({ fwzt: '正常', mortgages: [], registeredApplications: [mortgage.id, first.id] });
  });

  it('two registrars at once: one registers, the other is told, and the mortgage is added once', async () => {
    if (!server) return;
    const second = await anotherRegistrar(url());
    const owner = await citizen('冯并发');
    const cert = await certificate([owner]);
    const mortgage = await approvedMortgage(owner, cert, '陈放贷', 30);
    const answers = await Promise.all([act(staff.registrar!, mortgage.id, 'registration', 'register'), act(second, mortgage.id, 'registration', 'register')]);
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errmsg).toContain('“缮证/发证”环节');
    const written = await stored(cert.id);
    expect(written.mortgages.map((entry) => entry.mortgagee)).toEqual(['陈放贷']);
    expect(written.registeredApplications).toEqual([mortgage.id]);
  });

  // Issue 26: 登簿 checks the register again under the certificate's lock (docs/decisions/0058).
  const notHolderAnymore = (seller: Person, cert: OwnCertificate) => new RegExp(`^不能登簿：受理后登记簿已有变化，“义务人为证书持有人”不再满足：.*义务人：${seller.name} 1304\\*+\\d{3}[\\dX]，不是 ${cert.bdcqzh.replace(/[()]/g, '\\$&')} 的持有人`);

  it('the same flat sold twice, registered one after the other in either order: the second is refused (the seller no longer holds it) and sent back to review', { timeout: 180_000 }, async () => {
    if (!server) return;
    const seller = await citizen('卫两卖');
    for (const order of [[0, 1] as const, [1, 0] as const]) {
      const buyers = [
        { name: '蒋先买', cardnum: randomIdNumber() },
        { name: '沈后买', cardnum: randomIdNumber() },
      ];
      const cert = await certificate([seller]);
      const sales = [await sale(seller, buyers[0]!, cert), await sale(seller, buyers[1]!, cert)];
      const [winner, loser] = order;
      expect((await act(staff.registrar!, sales[winner]!.id, 'registration', 'register')).status).toBe(200);
      await refused(sales[loser]!.id, notHolderAnymore(seller, cert));
      expect(await stored(cert.id)).toMatchObject({ holders: [{ name: buyers[winner]!.name, cardnum: buyers[winner]!.cardnum }], registeredApplications: [sales[winner]!.id] });
      // Back in first review, a reviewer rejects it.
      const rejected = await staff.reviewer!.post(`/staff/api/review/applications/${sales[loser]!.id}/reject`, { requestId: crypto.randomUUID(), stage: 'firstReview', opinions: { sh_xmsl_yj: '房屋已转移登记给他人', sh_qjdc_yj: '' } });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    }
  });

  it('the same flat sold twice, both registered at once on two server processes: one buyer ends as the holder, the other sale is refused and sent back', { timeout: 240_000 }, async () => {
    if (!server) return;
    const second = await anotherRegistrar(server.urls[1]);
    const seller = await citizen('褚并卖');
    for (let round = 0; round < 3; round++) {
      const buyers = [
        { name: '杨甲买', cardnum: randomIdNumber() },
        { name: '朱乙买', cardnum: randomIdNumber() },
      ];
      const cert = await certificate([seller]);
      const sales = [await sale(seller, buyers[0]!, cert), await sale(seller, buyers[1]!, cert)];
      const answers = await Promise.all([act(staff.registrar!, sales[0]!.id, 'registration', 'register'), act(second, sales[1]!.id, 'registration', 'register')]);
      expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      const loser = 1 - winner;
      expect(answers[loser]!.body.errmsg).toMatch(notHolderAnymore(seller, cert));
      expect(await stored(cert.id)).toMatchObject({ holders: [{ name: buyers[winner]!.name, cardnum: buyers[winner]!.cardnum }], registeredApplications: [sales[winner]!.id] });
      expect([await stageOf(sales[winner]!.id), await stageOf(sales[loser]!.id)]).toEqual(['certificate', 'firstReview']);
    }
  });

  it('refuses to register a mortgage on a flat seized since acceptance, naming the seizure; nothing is written and the case goes back to review', { timeout: 90_000 }, async () => {
    if (!server) return;
    const owner = await citizen('秦被封');
    const cert = await certificate([owner]);
    const mortgage = await approvedMortgage(owner, cert, '许放贷', 20);
    const seizure = { organ: '邯郸市中级人民法院', type: 1, documentNumber: '(2026)冀04执保0099号', file: '查封裁定书', periodStart: '2026-11-01', periodEnd: '2029-10-31', registeredAt: '2026-11-01' };
    await db()
      .updateTable('registry_certificates')
      .set({ details: JSON.stringify({ mortgages: [], seizures: [seizure], objections: [], restrictions: [] }) })
      .where('id', '=', cert.id)
      .execute();
    const requestId = crypto.randomUUID();
    await refused(mortgage.id, /^不能登簿：受理后登记簿已有变化，“无查封”不再满足：查封：邯郸市中级人民法院 \(2026\)冀04执保0099号 2026-11-01 至 2029-10-31$/, requestId);
    expect(await stored(cert.id)).toMatchObject({ mortgages: [] });
    expect((await stored(cert.id)).registeredApplications).toBeUndefined();
    // Audited with the reason; the same request again gets the same refusal and changes nothing more.
    const audited = await db().selectFrom('staff_audit_log').select('after').where('target', '=', mortgage.id).where('action', '=', 'review.register').execute();
    expect(audited.map((entry) => entry.after)).toEqual([expect.objectContaining({ stage: 'firstReview', refused: expect.stringContaining('“无查封”') })]);
    const retried = await act(staff.registrar!, mortgage.id, 'registration', 'register', requestId);
    expect(retried).toMatchObject({ status: 409, body: { errmsg: expect.stringContaining('“无查封”') } });
    const trail = await db().selectFrom('application_trail').select('activity_name').where('application_id', '=', mortgage.id).execute();
    expect(trail.filter((step) => step.activity_name === '登簿未通过，退回审核')).toHaveLength(1);
  });
});
