import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCertificateRecord, StaffQueryJob } from '../../engine/contract/staff/records';
import { DEMO_UNITS, ZHANG as ZHANG_PERSON } from '../../server/registry/seed/demoRegistry';
import { fillRequiredGroups, photo } from '../support/filingMaterials';
import { certificateHeldBy, type OwnCertificate } from '../support/registerCertificate';
import { fetchBytes, multipart, pdfText, waitForRecord } from '../support/registryHelpers';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { TestClient } from '../support/testClient';
import { signedInCitizen } from './filingReviewFixtures';
import { startOwnTestServer, type OwnTestServer } from '../support/ownTestServer';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const API = '/online/wx/apilist/';
const SEIZED_TEXT = '该不动产已被查封，暂不能办理此业务，请联系登记机构。';
const CANCELLED_ID = 'ZS1304031200045110'; // 冀(2012)邯郸市不动产权第0004511号, cancelled in the demo register

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
const PARTIES = {
  bank: { sqr_type: '1', sqr_name: '邯郸市示范商业银行', sqr_zjlx: '7', sqr_zjh: '91130400MA0000000X', sqr_tel: '0310-1234567', sqr_qt_fr_name: '王立', sqr_adress: '邯郸市丛台区中华北大街1号' },
  zhang: { sqr_type: '2', sqr_name: ZHANG_PERSON.name, sqr_zjlx: '1', sqr_zjh: ZHANG_PERSON.cardnum, sqr_tel: '13812345678', sqr_adress: '邯郸市复兴区建设大街1号', sqr_gyfs: '1' },
};
const MORTGAGE = { sqrxm: ZHANG_PERSON.name, code: 'DYQSC01', DYQXX: { dyfs: '1', bdbzzqse: 500000, jgdw: '1', czfs: '01', sfhbzs: '0', zqqssj: '2026-12-01', zqjssj: '2046-11-30', sfczjzhxzzrdybdcdyd: '1' } };
const COURT = { organ: '邯郸市邯山区人民法院', document: '协助执行通知书', periodStart: '2026-11-01', periodEnd: '2029-10-31' };

describe.skipIf(!baseUrl)('the registrar\'s records (issue 32)', () => {
  // A database of its own: the demo admin's second factor is enrolled here, not on the worker's shared server.
  let server: OwnTestServer & { stop(): Promise<void> };
  let registrar: StaffClient;
  let reviewer: StaffClient;
  let admin: StaffClient;
  beforeAll(async () => {
    server = (await startOwnTestServer())!;
    registrar = await signInStaff(server.url, 'demo-registrar', 'demo-registrar-2026');
    reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
    admin = await signInStaff(server.url, 'demo-admin', 'demo-admin-2026');
  });
  afterAll(() => server?.stop());
  const db = () => server.deps.db;

  /** A certificate of 张建国's of this test's own, with its flat in the register (so its picture can be shown and replaced). */
  async function ownCertificate(): Promise<OwnCertificate> {
    const cert = await certificateHeldBy(db(), [ZHANG_PERSON]);
    const flat = DEMO_UNITS.find((unit) => unit.kind === 'house')!;
    await db().insertInto('registry_units').values({ id: cert.unit, kind: 'house', label: '测试路1号', geometry: JSON.stringify(flat.geometry) }).execute();
    return cert;
  }

  const courtDocuments = async () => Number((await db().selectFrom('stored_files').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'registry-court-document').executeTakeFirstOrThrow()).n);
  const record = async (id: string) => (await registrar.get<Envelope<StaffCertificateRecord>>(`/staff/api/records/certificates/${id}`)).body.data;
  const auditActions = async (target: string) => (await db().selectFrom('staff_audit_log').select('action').where('target', '=', target).orderBy('id').execute()).map((row) => row.action);

  /** POST multipart as a staff member (fields first, the file last). */
  async function staffUpload(client: StaffClient, path: string, fields: Record<string, string>, file: { field: string; bytes: Buffer; name: string; type: string }) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const response = await fetch(server.url + path, { method: 'POST', headers: { cookie: client.cookie }, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<StaffCertificateRecord> };
  }
  const courtPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const seize = (client: StaffClient, id: string, type: '1' | '2', fields: Partial<typeof COURT> = {}) =>
    staffUpload(client, `/staff/api/records/certificates/${id}/seizures`, { type, ...COURT, documentNumber: `(2026)冀0402执保${crypto.randomInt(1e6)}号`, ...fields }, { field: 'document', bytes: courtPdf, name: '协助执行通知书.pdf', type: 'application/pdf' });

  /** A first mortgage of 张建国's flat, filed by a citizen (the bank and 张建国 the parties), ready for 下一步. */
  async function mortgageFiled(cert: OwnCertificate) {
    const { client } = await signedInCitizen(server.url, db(), 'rec');
    const id = (await client.post<Envelope<{ proinstid: string }>>(`${API}getApplyCode`, { prodefid: '1001', appointment: '0', xzqdm: '130402' })).body.data.proinstid;
    for (const [type, proposerinfo] of [['0', PARTIES.bank], ['1', PARTIES.zhang]] as const) expect((await client.post(`${API}addPerson`, { proinstid: id, type, proposerinfo })).status).toBe(200);
    expect((await client.post(`${API}addReleasteInfo`, { proinstid: id, fwxxs: [{ bdcqzmh: cert.bdcqzh.replace('(', '（').replace(')', '）'), bdcdyh: cert.unit, zl: '测试路1号', fwsyqmj: 88.5 }] })).status).toBe(200);
    expect((await client.post(`${API}addQlxxInfo`, { proinstid: id, savetype: '3', reqData: MORTGAGE })).status).toBe(200);
    await fillRequiredGroups(client, id);
    return () => client.post<Envelope>(`${API}check`, { proinstid: id });
  }

  it('refuses every records call to a reviewer (403) and to no session (401)', async () => {
    const cert = await ownCertificate();
    expect((await reviewer.get(`/staff/api/records/certificates?q=${encodeURIComponent(cert.bdcqzh)}`)).status).toBe(403);
    expect((await seize(reviewer, cert.id, '1')).status).toBe(403);
    expect((await reviewer.post(`/staff/api/records/certificates/${cert.id}/lift`, { list: 'seizures', key: 'x', reason: 'x' })).status).toBe(403);
    expect((await reviewer.post(`/staff/api/records/certificates/${cert.id}/licences`)).status).toBe(403);
    expect((await reviewer.get('/staff/api/records/jobs?state=failed')).status).toBe(403);
    expect((await fetch(`${server.url}/staff/api/records/jobs`)).status).toBe(401);
    expect((await admin.get(`/staff/api/records/certificates/${cert.id}`)).status).toBe(200);
    expect(await auditActions(cert.bdcqzh)).toEqual([]);
  });

  it('finds a certificate by its number typed with full-width brackets or by its unit, holders masked', async () => {
    const cert = await ownCertificate();
    for (const q of [cert.bdcqzh.replace('(', '（').replace(')', '）'), cert.unit, cert.parcel]) {
      const found = await registrar.get<Envelope<StaffCertificateRecord[]>>(`/staff/api/records/certificates?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(found.body.data.map((c) => c.bdcqzh)).toEqual([cert.bdcqzh]);
      expect(found.body.data[0]!.holders).toEqual([{ name: '张建国', cardnum: '1304**********1231', share: '100%' }]);
    }
    expect((await registrar.get<Envelope<unknown[]>>('/staff/api/records/certificates?q=nothing-here')).body.data).toEqual([]);
    expect((await registrar.get('/staff/api/records/certificates?q=')).status).toBe(400);
  });

  it('seizes a unit: the citizen\'s filing is refused at 下一步 with the spec\'s words and the ownership status shows it; lifting lets it pass', async () => {
    const cert = await ownCertificate();
    const check = await mortgageFiled(cert);
    expect((await check()).body).toMatchObject({ errcode: '00' });

    const seized = await seize(registrar, cert.id, '1');
    expect(seized.status, JSON.stringify(seized.body)).toBe(200);
    expect(seized.body.data).toMatchObject({ status: '查封', seizures: [{ organ: COURT.organ, type: 1, typeName: '查封', periodStart: COURT.periodStart }] });
    expect(await check()).toMatchObject({ status: 409, body: { errmsg: SEIZED_TEXT } });
    // The court's document is kept with it, and only such documents are reachable by that address.
    const documentAt = (fileId: string) => fetch(`${server.url}/staff/api/records/documents/${fileId}`, { headers: { cookie: registrar.cookie } });
    const kept = await documentAt(seized.body.data.seizures[0]!.fileId!);
    expect([kept.status, kept.headers.get('content-type'), Buffer.from(await kept.arrayBuffer()).equals(courtPdf)]).toEqual([200, 'application/pdf', true]);
    const otherFile = await db().selectFrom('stored_files').select('id').where('kind', '!=', 'registry-court-document').executeTakeFirst();
    if (otherFile) expect((await documentAt(otherFile.id)).status).toBe(404);

    // 张建国 sees it in his ownership status (权属状态) and certificate search card.
    const zhang = await new TestClient(server.url).signIn('demo-verified');
    const status = await zhang.post<{ msg: string }>('/online/public/search/wx/getBDCDYIDByZSID', { bdcdyid: cert.unit, zdbdcdyid: cert.parcel, zsid: cert.id });
    expect(JSON.parse((JSON.parse(status.body.msg) as { zsInfo: string }).zsInfo)).toMatchObject({ CFZT: '已查封（1条）' });

    const key = seized.body.data.seizures[0]!.key;
    const lifted = await registrar.post<Envelope<StaffCertificateRecord>>(`/staff/api/records/certificates/${cert.id}/lift`, { list: 'seizures', key, reason: '法院裁定解除查封', documentNumber: '(2026)冀0402执恢7号' });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ status: '正常', seizures: [], lifted: [{ list: 'seizures', reason: '法院裁定解除查封' }] });
    expect((await check()).body).toMatchObject({ errcode: '00' });
    expect(await auditActions(cert.bdcqzh)).toEqual(['records.seize', 'records.lift']);
    const liftEntry = await db().selectFrom('staff_audit_log').select(['before', 'after', 'actor_username']).where('target', '=', cert.bdcqzh).where('action', '=', 'records.lift').executeTakeFirstOrThrow();
    expect(liftEntry).toMatchObject({ actor_username: 'demo-registrar', before: { status: '查封', entry: { organ: COURT.organ } }, after: { reason: '法院裁定解除查封', status: '正常' } });
    // Lifting it again (a second registrar, a second click) finds nothing to lift and writes nothing.
    expect((await registrar.post(`/staff/api/records/certificates/${cert.id}/lift`, { list: 'seizures', key, reason: 'again' })).status).toBe(409);
    expect(await auditActions(cert.bdcqzh)).toHaveLength(2);
  });

  it('queues a later court as 轮候查封 and promotes the first when the 查封 is lifted', async () => {
    const cert = await ownCertificate();
    expect((await seize(registrar, cert.id, '2')).body.errmsg).toBe('该不动产尚未被查封，不能登记轮候查封，请登记为查封');
    await seize(registrar, cert.id, '1');
    expect((await seize(registrar, cert.id, '1')).status).toBe(409);
    await seize(registrar, cert.id, '2', { organ: '邯郸市丛台区人民法院' });
    const queued = await seize(registrar, cert.id, '2', { organ: '邯郸市复兴区人民法院' });
    expect(queued.body.data.status).toBe('查封、轮候查封');
    const first = queued.body.data.seizures[0]!;
    const after = (await registrar.post<Envelope<StaffCertificateRecord>>(`/staff/api/records/certificates/${cert.id}/lift`, { list: 'seizures', key: first.key, reason: '执行完毕' })).body.data;
    expect(after.seizures.map((s) => [s.organ, s.typeName])).toEqual([
      ['邯郸市丛台区人民法院', '查封'],
      ['邯郸市复兴区人民法院', '轮候查封'],
    ]);
    expect(after.seizures[0]!.promotedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await auditActions(cert.bdcqzh)).toEqual(['records.seize', 'records.seize', 'records.seize', 'records.lift']);
  });

  it('registers and lifts objections and restrictions, shown in the status word', async () => {
    const cert = await ownCertificate();
    const objected = await registrar.post<Envelope<StaffCertificateRecord>>(`/staff/api/records/certificates/${cert.id}/objections`, { applicant: '王某', matter: '对面积提出异议' });
    const restricted = await registrar.post<Envelope<StaffCertificateRecord>>(`/staff/api/records/certificates/${cert.id}/restrictions`, { organ: '邯郸市住房和城乡建设局', matter: '限制转移', documentNumber: '邯建〔2026〕3号' });
    expect(restricted.body.data.status).toBe('异议、限制');
    await registrar.post(`/staff/api/records/certificates/${cert.id}/lift`, { list: 'objections', key: objected.body.data.objections[0]!.key, reason: '异议申请人撤回' });
    expect((await record(cert.id)).status).toBe('限制');
  });

  it('refuses bad input with a 4xx and changes nothing: dates, file type, missing fields, a cancelled certificate', async () => {
    const cert = await ownCertificate();
    const documentsBefore = await courtDocuments();
    const backwards = await seize(registrar, cert.id, '1', { periodStart: '2029-01-01', periodEnd: '2028-01-01' });
    expect(backwards).toMatchObject({ status: 400, body: { errmsg: '查封期限的结束日期不能早于起始日期' } });
    const notADocument = await staffUpload(registrar, `/staff/api/records/certificates/${cert.id}/seizures`, { type: '1', ...COURT, documentNumber: 'x' }, { field: 'document', bytes: Buffer.from('plain words'), name: 'a.pdf', type: 'application/pdf' });
    expect(notADocument).toMatchObject({ status: 400, body: { errmsg: '法院文书须为PDF、JPG或PNG文件' } });
    expect((await seize(registrar, cert.id, '1', { organ: '' })).status).toBe(400);
    expect((await registrar.post(`/staff/api/records/certificates/${cert.id}/restrictions`, { organ: '住建局' })).status).toBe(400);
    expect((await registrar.post(`/staff/api/records/certificates/${cert.id}/lift`, { list: 'mortgages', key: 'k', reason: 'r' })).status).toBe(400);
    expect((await seize(registrar, 'ZSNOSUCH', '1')).status).toBe(404);
    expect((await record(cert.id)).status).toBe('正常');
    expect(await auditActions(cert.bdcqzh)).toEqual([]);
    // The refused seizures' court documents went again (removed once their answers were sent).
    await expect.poll(courtDocuments, { timeout: 5_000 }).toBe(documentsBefore);

    const cancelled = await registrar.post<Envelope>(`/staff/api/records/certificates/${CANCELLED_ID}/licences`);
    expect(cancelled).toMatchObject({ status: 409, body: { errmsg: '该不动产权证书已注销，不能办理此项登记，也不能签发电子证照' } });
    expect((await registrar.post(`/staff/api/records/certificates/${CANCELLED_ID}/restrictions`, { organ: 'a', matter: 'b' })).status).toBe(409);
  });

  it('replaces a floor plan with an uploaded picture the citizen\'s viewer shows, audited; refuses a file that is no picture', async () => {
    const cert = await ownCertificate();
    const picture = await photo('png', 64, 48);
    const uploaded = await staffUpload(registrar, `/staff/api/records/units/${cert.unit}/image`, {}, { field: 'image', bytes: picture, name: 'plan.png', type: 'image/png' });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const zhang = await new TestClient(server.url).signIn('demo-verified');
    const shown = await fetch(`${server.url}/online/public/search/wx/getImg?bdcdyid=${cert.unit}`, { headers: { cookie: zhang.cookie } });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(`data:image/png;base64,${picture.toString('base64')}`);
    expect((await record(cert.id)).units).toEqual([{ id: cert.unit, kind: 'house', label: '测试路1号', uploadedImage: true }]);
    const text = await staffUpload(registrar, `/staff/api/records/units/${cert.unit}/image`, {}, { field: 'image', bytes: courtPdf, name: 'plan.png', type: 'image/png' });
    expect(text).toMatchObject({ status: 400, body: { errmsg: '图片须为JPG或PNG文件' } });
    expect((await staffUpload(registrar, '/staff/api/records/units/NOSUCHUNIT/image', {}, { field: 'image', bytes: picture, name: 'p.png', type: 'image/png' })).status).toBe(404);
    expect(await auditActions(cert.unit)).toEqual(['records.image']);
  });

  it('issues a licence and revokes it: its verification then fails with the reason shown to the citizen', async () => {
    const cert = await ownCertificate();
    const issued = await registrar.post<Envelope<{ licenceNumber: string; record: StaffCertificateRecord }>>(`/staff/api/records/certificates/${cert.id}/licences`);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const { licenceNumber } = issued.body.data;
    expect(issued.body.data.record.licences).toMatchObject([{ licenceNumber, issuedBy: 'demo-registrar', revokedAt: null }]);
    const file = await fetch(`${server.url}/staff/api/records/licences/${encodeURIComponent(licenceNumber)}/file`, { headers: { cookie: registrar.cookie } });
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await file.arrayBuffer());

    const reason = '证书信息有误，已重新签发';
    const revoked = await registrar.post<Envelope>(`/staff/api/records/licences/${encodeURIComponent(licenceNumber)}/revoke`, { reason });
    expect(revoked.body.data).toMatchObject({ licenceNumber, revokeReason: reason, revokedBy: 'demo-registrar' });
    expect((await registrar.post(`/staff/api/records/licences/${encodeURIComponent(licenceNumber)}/revoke`, { reason: 'again' })).status).toBe(409);
    expect((await registrar.post(`/staff/api/records/licences/${encodeURIComponent(licenceNumber)}/revoke`, { reason: '' })).status).toBe(400);
    expect(await auditActions(licenceNumber)).toEqual(['records.licence.revoke']);
    expect(await auditActions(cert.bdcqzh)).toEqual(['records.licence.issue']);

    const citizen = await new TestClient(server.url).signIn('demo-verified');
    const upload = await citizen.request<{ data: { ID: string } }>('POST', `${API}getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, { body: multipart([{ name: '证照.pdf', bytes: pdf }], { xzqdm: '130400', xzqmc: '邯郸市' }) });
    const verified = await waitForRecord(citizen, `${API}dzzzverification`, upload.body.data.ID);
    expect(verified).toMatchObject({ state: 21, state_msg: '验证未通过' });
    const detail = await citizen.post<{ data: { result: { reason: string }; message: string } }>(`${API}dzzzVerification`, { id: verified.ID });
    expect(detail.body.data.result.reason).toBe('revoked');
    expect(JSON.stringify(detail.body.data)).toContain(`该电子证照已被登记机构作废，作废原因：${reason}`);
    // The result PDF the citizen opens from the record (验证未通过) says why.
    const link = await citizen.post<{ data: { url: string } }>(`${API}getDzzzyqPdf`, { id: verified.ID });
    const result = await fetchBytes(citizen, link.body.data.url);
    expect((await pdfText(result.bytes)).replace(/\s+/g, '')).toContain(`作废原因：${reason}`);
  });

  it('lists failed query jobs and retries one once, audited; the worker answers it', async () => {
    const { openid } = await signedInCitizen(server.url, db(), 'job');
    const id = crypto.randomBytes(12).toString('hex');
    await db()
      .insertInto('query_requests')
      .values({ id, openid, kind: 'catchcert', state: 21, params: JSON.stringify({ name: ZHANG_PERSON.name, cardnum: ZHANG_PERSON.cardnum, xzqdm: '130400', xzqmc: '邯郸市' }), result: JSON.stringify({ error: 'failed' }), attempts: 1 })
      .execute();
    const failed = await registrar.get<Envelope<StaffQueryJob[]>>('/staff/api/records/jobs?state=failed');
    expect(failed.body.data.find((job) => job.id === id)).toMatchObject({ kind: 'catchcert', name: '张建国', cardnum: '1304**********1231', subject: '邯郸市', attempts: 1 });
    expect((await registrar.get('/staff/api/records/jobs?state=lost')).status).toBe(400);

    const [first, second] = await Promise.all([registrar.post(`/staff/api/records/jobs/${id}/retry`), admin.post(`/staff/api/records/jobs/${id}/retry`)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await auditActions(id)).toEqual(['records.job.retry']);
    for (let tries = 0; tries < 100; tries++) {
      const row = await db().selectFrom('query_requests').select('state').where('id', '=', id).executeTakeFirstOrThrow();
      if (row.state === 20) break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect((await db().selectFrom('query_requests').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state).toBe(20);
    expect((await registrar.post('/staff/api/records/jobs/nosuchjob/retry')).status).toBe(404);
  });
});
