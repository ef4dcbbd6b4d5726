import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskIdNumber } from '../../engine/masking/maskIdNumber';
import { renderMessage, type EventParams } from '../../server/outbox/templates';
import { latestSmsCode, passFace, randomIdNumber, randomPhone } from '../support/accountHelpers';
import { fillRequiredGroups } from '../support/filingMaterials';
import { startOwnTestServer } from '../support/ownTestServer';
import { certificateHeldBy, unitOf, type OwnCertificate } from '../support/registerCertificate';
import { fetchBytes, multipart, waitForRecord } from '../support/registryHelpers';
import { extractPages } from '../support/glyphs/renderPdf';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { newSignedInUser, type TestClient } from '../support/testClient';

const API = '/online/wx/apilist';
type Envelope<T = Record<string, unknown>> = { errcode: string; errmsg: string; data: T };
type Person = { name: string; cardnum: string; phone: string; client: TestClient };
type DocumentView = { kind: string; number: string; title: string; handover: Record<string, unknown> | null; licenceNumber: string | null };

/**
 * 缮证 / 发证 issue documents (issue 29, docs/decisions/0075): 受理 records the 受理通知书 the owner
 * downloads (another citizen gets 404); 缮证 prints a transfer's new certificate (the old one
 * cancelled) or a mortgage's proof under the register's number; 发证 needs the printed document and a
 * complete handover, issues the electronic licence the licence query finds and verification passes,
 * and tells the citizen; the old certificate's licence fails verification from then on.
 */
describe('the documents a case issues', () => {
  let server: Awaited<ReturnType<typeof startOwnTestServer>>;
  const staff: Record<string, StaffClient> = {};
  beforeAll(async () => {
    server = await startOwnTestServer();
    if (!server) return;
    for (const name of ['acceptance', 'reviewer', 'reviewer2', 'registrar', 'certificate']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
  }, 120_000);
  afterAll(() => server?.stop());
  const db = () => server!.deps.db;

  async function citizen(name: string): Promise<Person> {
    const { client } = await newSignedInUser(server!.url, 'doc');
    const [cardnum, phone] = [randomIdNumber(), randomPhone()];
    await passFace(client, name, cardnum);
    await client.post(`${API}/getPhoneCode`, { phone });
    const saved = await client.post<Envelope>(`${API}/saveUserInfo`, { name, cardnum, phone, code: await latestSmsCode(client, phone), password: 'abc123' });
    expect(saved.body.errcode, JSON.stringify(saved.body)).toBe('00');
    return { name, cardnum, phone, client };
  }

  const party = (person: Pick<Person, 'name' | 'cardnum'>) => ({ sqr_type: '2', sqr_name: person.name, sqr_zjlx: '1', sqr_zjh: person.cardnum, sqr_tel: randomPhone('138'), sqr_adress: '邯郸市邯山区测试路1号', sqr_gyfs: '1' });

  /** A sale (3001) or first mortgage (1001) of `cert`'s flat, filed and submitted by `owner` with `other` as the other side. */
  async function file(owner: Person, other: Pick<Person, 'name' | 'cardnum'>, cert: OwnCertificate, prodefid: '3001' | '1001') {
    const drafted = await owner.client.post<Envelope<{ proinstid: string }>>(`${API}/getApplyCode`, { prodefid, appointment: '0', xzqdm: '130402' });
    const id = drafted.body.data.proinstid;
    for (const [type, person] of [['0', other], ['1', owner]] as const) expect((await owner.client.post<Envelope>(`${API}/addPerson`, { proinstid: id, type, proposerinfo: party(person) })).body.errcode).toBe('00');
    expect((await owner.client.post<Envelope>(`${API}/addReleasteInfo`, { proinstid: id, fwxxs: [unitOf(cert)] })).body.errcode).toBe('00');
    const rights =
      prodefid === '3001'
        ? { savetype: '1', reqData: { sqrxm: owner.name, code: 'CLFMM01', QLXX: { czfs: '01', sfhbzs: '0', qdjg: 120, jgdw: '3', cqly: '106', djyy: '买卖' } } }
        : { savetype: '3', reqData: { sqrxm: owner.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 85, jgdw: '3', zqqssj: '2026-12-01', zqjssj: '2046-11-30', czfs: '01', sfhbzs: '0', sfczjzhxzzrdybdcdyd: '1' } } };
    expect((await owner.client.post<{ state: number }>(`${API}/addQlxxInfo`, { proinstid: id, ...rights })).body.state).toBe(1);
    await fillRequiredGroups(owner.client, id);
    expect((await owner.client.post<Envelope>(`${API}/submitApplyProject`, { proinstid: id, appointment: '0' })).body.errcode).toBe('00');
    const { prolsh } = await db().selectFrom('applications').select('prolsh').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, prolsh: prolsh! };
  }

  const act = (who: string, id: string, stage: string, action: string, more: Record<string, unknown> = {}) =>
    staff[who]!.post<Envelope<{ stage: string; shzt: number }>>(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage, ...more });
  async function toCertificateStage(id: string) {
    for (const [who, stage, action] of [
      ['reviewer', 'firstReview', 'approve'],
      ['reviewer2', 'secondReview', 'approve'],
      ['registrar', 'registration', 'register'],
    ] as const) {
      const answer = await act(who, id, stage, action);
      expect(answer.status, `${stage}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  }
  const print = (who: string, id: string) => staff[who]!.post<Envelope<{ kind: string; number: string }>>(`/staff/api/review/applications/${id}/documents/print`, {});
  const documents = async (person: Person, id: string) => person.client.get<Envelope<{ documents: DocumentView[] }>>(`${API}/applicationDocuments?proinstid=${id}`);
  const documentFile = (person: Person, id: string, kind: string) => fetchBytes(person.client, `${API}/applicationDocuments/${id}/${kind}.pdf`);
  const textOf = (bytes: Buffer) => extractPages(new Uint8Array(bytes)).flat();
  const stageOf = async (id: string) => (await db().selectFrom('review_cases').select('stage').where('application_id', '=', id).executeTakeFirstOrThrow()).stage;
  const issuedMessage = async (id: string) => {
    const event = await db().selectFrom('outbox_events').select(['params']).where('subject_id', '=', id).where('kind', '=', 'application.issued').executeTakeFirst();
    const params = (typeof event?.params === 'string' ? JSON.parse(event.params) : event?.params) as EventParams | undefined;
    return params && renderMessage('application.issued', params, 'zh-CN').text;
  };

  /** The citizen's electronic licence query of a certificate number: the signed PDF, or the record's state when none. */
  async function licenceOf(person: Person, number: string) {
    const submitted = await person.client.post<Envelope<{ ID: string }>>(`${API}/dzzzcertificateSearch`, { username: person.name, zjh: person.cardnum, qzh: number, xzqdm: '130400' });
    expect(submitted.body.errcode, JSON.stringify(submitted.body)).toBe('00');
    const record = await waitForRecord(person.client, `${API}/dzzzRecord`, submitted.body.data.ID);
    if (record.state !== 20) return { state: record.state };
    const link = await person.client.post<Envelope<{ url: string }>>(`${API}/getDzzzPdf`, { id: record.ID });
    return { state: record.state, bytes: (await fetchBytes(person.client, link.body.data.url)).bytes };
  }
  /** Uploads a file to licence verification: the result's reason. */
  async function verification(person: Person, bytes: Buffer) {
    const upload = await person.client.request<Envelope<{ ID: string }>>('POST', `${API}/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, { body: multipart([{ name: 'licence.pdf', bytes }], { xzqdm: '130400', xzqmc: '邯郸市' }) });
    const record = await waitForRecord(person.client, `${API}/dzzzverification`, upload.body.data.ID);
    const detail = await person.client.post<Envelope<{ result: { reason: string } }>>(`${API}/dzzzVerification`, { id: record.ID });
    return detail.body.data.result.reason;
  }

  it('a sale: the notice to its owner only, a new certificate at 缮证 (the old cancelled), 发证 with a checked handover issues a licence that verifies', { timeout: 180_000 }, async () => {
    if (!server) return;
    const [seller, buyer] = [await citizen('孙缮证'), await citizen('周发证')];
    const cert = await certificateHeldBy(db(), [seller]);
    // The seller's licence of the certificate before the sale: genuine today.
    const oldLicence = await licenceOf(seller, cert.bdcqzh);
    expect(oldLicence.state).toBe(20);
    const sold = await file(seller, buyer, cert, '3001');

    // 受理 records the notice: the owner downloads it, anyone else finds nothing (404).
    expect((await documentFile(seller, sold.id, 'notice')).status).toBe(404);
    expect((await act('acceptance', sold.id, 'acceptance', 'accept')).status).toBe(200);
    expect((await documents(seller, sold.id)).body.data.documents).toEqual([expect.objectContaining({ kind: 'acceptanceNotice', number: sold.prolsh, title: '不动产登记受理通知书' })]);
    const notice = await documentFile(seller, sold.id, 'notice');
    expect(notice).toMatchObject({ status: 200, type: 'application/pdf' });
    const deadline = (await db().selectFrom('review_cases').select('deadline').where('application_id', '=', sold.id).executeTakeFirstOrThrow()).deadline;
    const noticeText = textOf(notice.bytes).join('\n');
    for (const value of [sold.prolsh, `${seller.name}（${maskIdNumber(seller.cardnum)}）`, `${buyer.name}（${maskIdNumber(buyer.cardnum)}）`, new Date(new Date(deadline).getTime() + 8 * 3_600_000).toISOString().slice(0, 10)]) expect(noticeText).toContain(value);
    expect(noticeText).not.toContain(seller.cardnum);
    expect((await documents(buyer, sold.id)).status).toBe(404);
    expect((await documentFile(buyer, sold.id, 'notice')).status).toBe(404);
    // The clerk prints it from the case file.
    const printable = await fetchBytes({ baseUrl: server.url, cookie: staff.acceptance!.cookie } as TestClient, `/staff/api/review/applications/${sold.id}/documents/notice.pdf`);
    expect(textOf(printable.bytes)).toContain(`受理号：${sold.prolsh}`);

    await toCertificateStage(sold.id);
    // 发证 needs the printed certificate; 缮证 is the certificate clerk's.
    const counter = { method: 'counter', recipient: buyer.name, cardnum: buyer.cardnum, idChecked: true };
    expect(await act('certificate', sold.id, 'certificate', 'issue', { handover: counter })).toMatchObject({ status: 409, body: { errmsg: '请先缮证：该申请的证书或证明尚未打印' } });
    expect((await print('registrar', sold.id)).status).toBe(403);
    const printed = await print('certificate', sold.id);
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    expect(printed.body.data.kind).toBe('certificate');
    const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
    expect(printed.body.data.number).toMatch(new RegExp(`^冀\\(${year}\\)邯郸市不动产权第\\d{7}号$`));
    expect(printed.body.data.number).not.toBe(cert.bdcqzh);
    // Printed again: the same certificate, no second one.
    expect((await print('certificate', sold.id)).body.data.number).toBe(printed.body.data.number);
    const old = await db().selectFrom('registry_certificates').select(['sfyx', 'details']).where('id', '=', cert.id).executeTakeFirstOrThrow();
    expect(old.sfyx).toBe('0');
    expect(await db().selectFrom('registry_certificates').select('id').where('bdcqzh', '=', printed.body.data.number).execute()).toHaveLength(1);
    const certificateText = textOf((await documentFile(seller, sold.id, 'registration')).bytes).join('\n');
    for (const value of [printed.body.data.number, sold.prolsh, buyer.name, maskIdNumber(buyer.cardnum), cert.unit, '扫码验证']) expect(certificateText).toContain(value);

    // A handover the server refuses changes nothing.
    const refusals: Array<[Record<string, unknown> | undefined, string]> = [
      [undefined, '请选择领取方式：窗口领取或邮寄'],
      [{ ...counter, recipient: ' ' }, '请填写领取人（收件人）姓名'],
      [{ ...counter, idChecked: false }, '请核验领取人的身份证件后再发证'],
      [{ ...counter, cardnum: '130402199901011234' }, '领取人身份证号码不正确'],
      [{ method: 'mail', recipient: buyer.name, waybill: 'SF-1' }, '运单号应为8至30位字母或数字'],
    ];
    for (const [handover, message] of refusals) {
      const answer = await act('certificate', sold.id, 'certificate', 'issue', handover ? { handover } : {});
      expect(answer, JSON.stringify(handover)).toMatchObject({ status: 400, body: { errmsg: message } });
    }
    expect(await stageOf(sold.id)).toBe('certificate');
    expect(await issuedMessage(sold.id)).toBeUndefined();

    const issued = await act('certificate', sold.id, 'certificate', 'issue', { handover: counter });
    expect(issued.body.data, JSON.stringify(issued.body)).toMatchObject({ stage: 'done', shzt: 30 });
    expect(await issuedMessage(sold.id)).toContain('已办结，请领取');
    const [, registration] = (await documents(seller, sold.id)).body.data.documents;
    expect(registration).toMatchObject({ kind: 'certificate', number: printed.body.data.number, handover: { method: 'counter', recipient: buyer.name, cardnum: maskIdNumber(buyer.cardnum) }, licenceNumber: expect.stringMatching(/FZ$/) });
    // The licence issued at 发证 verifies; so does the one the buyer's licence query finds for the new number.
    const issuedLicence = await documentFile(seller, sold.id, 'licence');
    expect(issuedLicence.status).toBe(200);
    expect(await verification(buyer, issuedLicence.bytes)).toBe('ok');
    const found = await licenceOf(buyer, printed.body.data.number);
    expect(found.state).toBe(20);
    expect(await verification(buyer, found.bytes!)).toBe('ok');
    // The old certificate is cancelled: its licence fails verification from now on.
    expect(await verification(seller, oldLicence.bytes!)).toBe('cancelled');
  });

  it('a mortgage: 缮证 prints the proof under the number 登簿 gave; 发证 by post with a waybill tells the citizen it was sent', { timeout: 180_000 }, async () => {
    if (!server) return;
    const owner = await citizen('韩证明');
    const cert = await certificateHeldBy(db(), [owner]);
    const mortgage = await file(owner, { name: '钱银行', cardnum: randomIdNumber() }, cert, '1001');
    expect((await act('acceptance', mortgage.id, 'acceptance', 'accept')).status).toBe(200);
    await toCertificateStage(mortgage.id);
    const printed = await print('certificate', mortgage.id);
    const stored = await db().selectFrom('registry_certificates').select('details').where('id', '=', cert.id).executeTakeFirstOrThrow();
    const details = (typeof stored.details === 'string' ? JSON.parse(stored.details) : stored.details) as { mortgages: Array<{ proofNumber: string }> };
    expect(printed.body.data).toEqual({ kind: 'proof', number: details.mortgages[0]!.proofNumber });
    const proofText = textOf((await documentFile(owner, mortgage.id, 'registration')).bytes).join('\n');
    for (const value of ['不动产登记证明', printed.body.data.number, '钱银行', cert.bdcqzh, '2026-12-01至2046-11-30']) expect(proofText).toContain(value);

    const issued = await act('certificate', mortgage.id, 'certificate', 'issue', { handover: { method: 'mail', recipient: owner.name, waybill: 'SF1234567890' } });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    expect(await issuedMessage(mortgage.id)).toContain('已办结，已寄出，运单号SF1234567890');
    const [, proof] = (await documents(owner, mortgage.id)).body.data.documents;
    expect(proof).toMatchObject({ kind: 'proof', number: printed.body.data.number, handover: { method: 'mail', waybill: 'SF1234567890' }, licenceNumber: printed.body.data.number });
    // The signed proof is its electronic document: it verifies.
    expect(await verification(owner, (await documentFile(owner, mortgage.id, 'licence')).bytes)).toBe('ok');
  });
});
