import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRequiredGroups } from '../support/filingMaterials';
import { startOwnTestServer } from '../support/ownTestServer';
import { DEMO_BANK, mortgageNaming } from '../support/partnerFixtures';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { call, obligor } from '../support/applicationFixtures';
import type { TestClient } from '../support/testClient';

/** Issue 29, docs/decisions/0079: the partner bank is told, reads the papers, and its refusals keep their words. */

interface Envelope<T = unknown> {
  errcode: string;
  errmsg: string;
  data: T;
}
type Row = { id: string; confirmation: string | null; submittedAt: string };
type Group = { group: string; name: string; required: boolean; pictures: { id: string }[] };
type View = { materials: Group[]; proofNumber: string | null };

const DEMO_BANK_PHONE = '13700310000';
const SECOND_PHONE = '13700310001';
const OTHER_BANK = { name: '邯郸另一家银行股份有限公司', creditCode: '91130400MA00000011' };

let server: Awaited<ReturnType<typeof startOwnTestServer>>;
let admin: StaffClient;
let bank: StaffClient;
beforeAll(async () => {
  // A server of this file's own: the demo bank's contact phone is seeded on a fresh database, and the tests look into it.
  server = await startOwnTestServer({ PHONE_CODE_TTL_SECONDS: '300' });
  if (!server) return;
  [admin, bank] = await Promise.all([signInStaff(server.url, 'demo-admin', 'demo-admin-2026'), signInStaff(server.url, 'demo-partner', 'demo-partner-2026')]);
  // A server of its own starts in a few seconds alone, and in minutes on a machine shared with other suites.
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** Every text the emulated SMS inbox holds for a phone. */
const textsTo = async (client: TestClient, phone: string) =>
  (await client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone, format: 'json' })).body.data.map((message) => message.text);

/** Waits until a phone has a text saying `needle`. */
async function textSaying(client: TestClient, phone: string, needle: string) {
  await expect.poll(async () => (await textsTo(client, phone)).some((text) => text.includes(needle)), { timeout: 15_000 }).toBe(true);
}

/** The outbox events that told the bank about an application's confirmation. */
async function toldBank(applicationId: string) {
  const { db } = server!.deps;
  const rows = await db.selectFrom('application_confirmations').select('id').where('application_id', '=', applicationId).execute();
  if (rows.length === 0) return [];
  return db
    .selectFrom('outbox_events')
    .select(['kind', 'openid', 'phone'])
    .where('subject_id', 'in', rows.map((row) => row.id))
    .execute();
}

const listed = async (id: string) => (await bank.get<Envelope<{ list: Row[] }>>('/staff/api/partner/applications?page=1&rows=100')).body.data.list.find((row) => row.id === id);

describe('the partner bank is told (issue 29)', () => {
  it('the admin gives a partner account its institution contact phone, shown masked and audited; a wrong number or a registry account is refused', async ({ skip }) => {
    if (!server) return skip();
    const username = `bank-${crypto.randomBytes(3).toString('hex')}`;
    const refused = await admin.post<Envelope>('/staff/api/accounts', { username, name: '信贷员', password: 'Partner-pass-2026', roles: ['partner'], institution: { ...DEMO_BANK, phone: '0310-123' } });
    expect(refused).toMatchObject({ status: 400, body: { errmsg: '合作机构联系电话须为11位手机号码' } });
    const created = await admin.post<Envelope<{ id: string; institution_phone: string }>>('/staff/api/accounts', { username, name: '信贷员', password: 'Partner-pass-2026', roles: ['partner'], institution: DEMO_BANK });
    expect(created.body.data.institution_phone).toBeNull();

    const set = await admin.post<Envelope<{ institution_phone: string }>>(`/staff/api/accounts/${created.body.data.id}/institution-phone`, { phone: SECOND_PHONE });
    expect(set.body.data.institution_phone).toBe('137****0001');
    const accounts = (await admin.get<Envelope<{ accounts: { username: string; institution_phone: string | null }[] }>>('/staff/api/accounts')).body.data.accounts;
    expect(accounts.find((account) => account.username === 'demo-partner')?.institution_phone).toBe('137****0000');
    expect(JSON.stringify(accounts)).not.toContain(SECOND_PHONE);
    const audited = (await admin.get<Envelope<{ target: string; before: unknown; after: unknown }[]>>('/staff/api/audit?action=staff.institutionPhone')).body.data;
    expect(audited.find((row) => row.target === username)).toMatchObject({ before: { phone: null }, after: { phone: '137****0001' } });

    expect((await admin.post<Envelope>(`/staff/api/accounts/${created.body.data.id}/institution-phone`, { phone: '12345' })).body.errmsg).toBe('合作机构联系电话须为11位手机号码');
    const reviewer = (await admin.get<Envelope<{ accounts: { id: string; username: string }[] }>>('/staff/api/accounts')).body.data.accounts.find((account) => account.username === 'demo-reviewer')!;
    expect(await admin.post<Envelope>(`/staff/api/accounts/${reviewer.id}/institution-phone`, { phone: SECOND_PHONE })).toMatchObject({ status: 400, body: { errmsg: '只有合作机构账号可填写所属机构' } });
  });

  it('texts each contact phone and badges the list when its confirmation is asked, and again after a correction voids it; a second press tells nothing', async ({ skip }) => {
    if (!server) return skip();
    const { id, client } = await mortgageNaming(server.url, server.deps.db, DEMO_BANK, { submitted: false });
    expect(await listed(id)).toBeUndefined();

    const asked = await client.post<Envelope>('/api/confirmations/request', { proinstid: id });
    expect(asked.body.errcode, JSON.stringify(asked.body)).toBe('00');
    // Both of the bank's contact phones (the demo account's and the one the admin set above), in the request's transaction.
    expect(await toldBank(id)).toEqual([
      expect.objectContaining({ kind: 'confirmation.partnerRequested', openid: `institution:${DEMO_BANK.creditCode}` }),
      expect.objectContaining({ kind: 'confirmation.partnerRequested', openid: `institution:${DEMO_BANK.creditCode}` }),
    ]);
    expect((await toldBank(id)).map((event) => event.phone).sort()).toEqual([DEMO_BANK_PHONE, SECOND_PHONE]);
    await textSaying(client, DEMO_BANK_PHONE, `王晓明提交的一般抵押权首次登记申请列明${DEMO_BANK.name}为抵押权人，请登录不动产登记合作机构系统查看并确认`);
    await textSaying(client, SECOND_PHONE, '请登录不动产登记合作机构系统查看并确认');
    expect(await listed(id)).toMatchObject({ confirmation: 'requested' });

    // The filer presses 发送确认 again: the bank has nothing new to decide, and is not texted again.
    await client.post('/api/confirmations/request', { proinstid: id });
    expect(await toldBank(id)).toHaveLength(2);

    const confirmed = await bank.post<Envelope<{ state: string }>>(`/staff/api/partner/applications/${id}/confirm`, { requestId: crypto.randomUUID() });
    expect(confirmed.body.data.state).toBe('confirmed');
    expect(await listed(id)).toMatchObject({ confirmation: 'confirmed' });

    // A correction changes what the bank confirmed: its confirmation is void at once (the badge), and the filer asks again.
    await call(client, 'addPerson', { proinstid: id, type: '1', proposerinfo: { ...obligor, sqr_name: '李秀兰', sqr_zjh: '130402199208082645' } });
    expect(await listed(id)).toMatchObject({ confirmation: 'void' });
    expect((await bank.get<Envelope<{ state: string }>>(`/staff/api/partner/applications/${id}/confirmation`)).body.data.state).toBe('void');
    await client.post('/api/confirmations/request', { proinstid: id });
    expect((await toldBank(id)).map((event) => event.kind).sort()).toEqual(['confirmation.partnerRequested', 'confirmation.partnerRequested', 'confirmation.partnerVoided', 'confirmation.partnerVoided']);
    await textSaying(client, DEMO_BANK_PHONE, `${DEMO_BANK.name}（抵押权人）此前的确认已失效，请登录不动产登记合作机构系统重新确认`);
    expect(await listed(id)).toMatchObject({ confirmation: 'requested' });
    // No text carries a full ID number.
    expect((await textsTo(client, DEMO_BANK_PHONE)).join('\n')).not.toMatch(/130402199(007082649|208082645)/);
  }, 120_000);
});

describe('the partner bank reads the papers of the applications naming it only', () => {
  it('lists the material groups with their pictures and serves them to the named institution; any other application or picture is not found', async ({ skip }) => {
    if (!server) return skip();
    const { db } = server.deps;
    const submitted = async (institution: { name: string; creditCode: string }) => {
      const made = await mortgageNaming(server!.url, db, institution, { submitted: false });
      await fillRequiredGroups(made.client, made.id);
      await db.updateTable('applications').set({ shzt: 0, submitted_at: new Date(), prolsh: `SL${Date.now()}${crypto.randomInt(1e6)}` }).where('id', '=', made.id).execute();
      return made.id;
    };
    const ours = await submitted(DEMO_BANK);
    const theirs = await submitted(OTHER_BANK);

    const view = await bank.get<Envelope<View>>(`/staff/api/partner/applications/${ours}`);
    expect(view.status).toBe(200);
    const withPictures = view.body.data.materials.filter((group) => group.pictures.length > 0);
    expect(withPictures.length).toBeGreaterThan(0);
    expect(withPictures.every((group) => group.required && group.name.length > 0)).toBe(true);
    // No 缮证 yet: no proof number.
    expect(view.body.data.proofNumber).toBeNull();
    const picture = withPictures[0]!.pictures[0]!.id;
    for (const suffix of ['', '/thumb']) {
      const response = await fetch(`${server.url}/staff/api/partner/applications/${ours}/materials/${picture}${suffix}`, { headers: { cookie: bank.cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\//);
    }

    // Another institution's application: neither it nor its pictures, nor its picture under our application's id.
    const theirPicture = (await db.selectFrom('application_materials').select('id').where('application_id', '=', theirs).executeTakeFirstOrThrow()).id;
    expect(await bank.get<Envelope>(`/staff/api/partner/applications/${theirs}`)).toMatchObject({ status: 404, body: { errmsg: '该申请不存在，或未涉及本机构' } });
    expect(await bank.get<Envelope>(`/staff/api/partner/applications/${theirs}/materials/${theirPicture}`)).toMatchObject({ status: 404, body: { errmsg: '该申请不存在，或未涉及本机构' } });
    expect((await bank.get(`/staff/api/partner/applications/${ours}/materials/${theirPicture}/thumb`)).status).toBe(404);
    // Registry staff and citizens reach none of it through the partner's call.
    const reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
    expect((await reviewer.get(`/staff/api/partner/applications/${ours}/materials/${picture}`)).status).toBe(403);
    expect((await fetch(`${server.url}/staff/api/partner/applications/${ours}/materials/${picture}`)).status).toBe(401);
  }, 120_000);
});

describe("the partner's refusals keep their statuses and words (issue 28: the service refuses, the routes are thin)", () => {
  it('answers 404, 409 with where it stands, and 400 as before', async ({ skip }) => {
    if (!server) return skip();
    const { id } = await mortgageNaming(server.url, server.deps.db, DEMO_BANK, { submitted: false });
    const other = await mortgageNaming(server.url, server.deps.db, OTHER_BANK, { submitted: false });
    const body = () => ({ requestId: crypto.randomUUID() });

    expect(await bank.get<Envelope>(`/staff/api/partner/applications/${other.id}/confirmation`)).toMatchObject({ status: 404, body: { errmsg: '没有需要贵机构确认的该申请' } });
    expect(await bank.post<Envelope>(`/staff/api/partner/applications/${other.id}/confirm`, body())).toMatchObject({ status: 404, body: { errmsg: '没有需要贵机构确认的该申请' } });
    expect(await bank.post<Envelope>('/staff/api/partner/applications/no-such-id/confirm', body())).toMatchObject({ status: 404, body: { errmsg: '没有需要贵机构确认的该申请' } });
    // Named but not sent yet: 409, and the answer says where it stands.
    expect(await bank.post<Envelope>(`/staff/api/partner/applications/${id}/confirm`, body())).toMatchObject({
      status: 409,
      body: { errmsg: '该申请当前无需贵机构确认（已确认、已拒绝或申请人尚未发送确认）', data: null },
    });
    expect(await bank.post<Envelope>(`/staff/api/partner/applications/${id}/decline`, body())).toMatchObject({ status: 400, body: { errmsg: '请填写拒绝原因' } });
    expect((await bank.post<Envelope>(`/staff/api/partner/applications/${id}/confirm`, { requestId: 'not-a-uuid' })).status).toBe(400);
    // In English for an English reader, from the staff catalogue.
    const english = await bank.request<Envelope>('POST', `/staff/api/partner/applications/${id}/decline`, body(), { 'accept-language': 'en' });
    expect(english.body.errmsg).toBe('Please give the reason for declining');
  });
});

describe('/partner and /admin open the staff app straight away', () => {
  it('redirects a browser to the staff sign-in before any citizen session or messaging-app sign-in; other addresses stay the hall’s', async ({ skip }) => {
    if (!server) return skip();
    const open = (path: string) => fetch(`${server!.url}${path}`, { redirect: 'manual', headers: { accept: 'text/html' } });
    for (const [path, target] of [
      ['/partner', '/staff/sign-in?for=partner'],
      ['/partner/', '/staff/sign-in?for=partner'],
      ['/admin', '/staff'],
    ] as const) {
      const response = await open(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location')).toBe(target);
      // Nothing of a session is written on the way.
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // The citizen app's pages (served, or 503 where the app is not built): never sent to the staff app.
    for (const path of ['/admin/schema-preview', '/agenter']) expect((await open(path)).headers.get('location'), path).toBeNull();
  });
});
