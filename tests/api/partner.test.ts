import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFilingRepository } from '../../server/applications/repository';
import { RETIRED_CLERK_TOKEN } from '../support/accountHelpers';
import { acceptedApplication, bookingUser, slotsOf, type StateBody } from '../support/appointmentHelpers';
import { startOwnTestServer } from '../support/ownTestServer';
import { DEMO_BANK, mortgageNaming } from '../support/partnerFixtures';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { newSignedInUser, TestClient } from '../support/testClient';

interface Envelope<T = unknown> {
  errcode: string;
  errmsg: string;
  data: T;
}
type Row = { id: string; name: string; prolsh: string; filer: string; state: string; submittedAt: string };
type Section = { title: string; rows: { label: string; text: string }[] };
type View = { application: Row; parties: (Section & { type: string; ours: boolean })[]; units: Section[]; rights: Section[] };
type Dead = { id: string; channel: string; attempts: number; last_error: string; kind: string; recipient: { name: string; phone: string } };
type AuditRow = { actor_username: string; action: string; target: string | null; before: unknown; after: unknown };

const PASSWORD = 'Partner-pass-2026';
const OTHER_BANK = { name: '邯郸另一家银行股份有限公司', creditCode: '91130400MA00000011' };
const unique = (prefix: string) => `${prefix}-${crypto.randomBytes(3).toString('hex')}`;

let server: Awaited<ReturnType<typeof startOwnTestServer>>;
let admin: StaffClient;
beforeAll(async () => {
  // A server of this file's own: its demo admin enrols here, and the tests look into its database.
  server = await startOwnTestServer({ PHONE_CODE_TTL_SECONDS: '300' });
  if (server) admin = await signInStaff(server.url, 'demo-admin', 'demo-admin-2026');
});
afterAll(async () => {
  await server?.stop();
});

const auditOf = async (action: string) => (await admin.get<Envelope<AuditRow[]>>(`/staff/api/audit?action=${encodeURIComponent(action)}`)).body.data;

/** Waits until the emulated SMS inbox of a phone holds a text that says `needle`; answers every text. */
async function smsSaying(client: TestClient, phone: string, needle: string): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = (await client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone, format: 'json' })).body.data.map((m) => m.text);
        return texts.some((text) => text.includes(needle));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return texts;
}

describe('partner accounts and the partner system (issue 21)', () => {
  let partner: StaffClient;

  it('the system admin creates a partner account only with its institution and the partner role alone, audited', async ({ skip }) => {
    if (!server) return skip();
    const account = { username: unique('bank'), name: '银行信贷员', password: PASSWORD };
    const refused = async (body: Record<string, unknown>) => {
      const answer = await admin.post<Envelope>('/staff/api/accounts', { ...account, ...body });
      expect(answer.status).toBe(400);
      return answer.body.errmsg;
    };
    expect(await refused({ roles: ['partner'] })).toBe('合作机构账号须填写所属机构的名称和统一社会信用代码');
    expect(await refused({ roles: ['partner', 'reviewer'], institution: DEMO_BANK })).toBe('合作机构账号只能拥有“合作机构”一个角色');
    expect(await refused({ roles: ['partner'], institution: { ...DEMO_BANK, creditCode: '9113-0400' } })).toBe('统一社会信用代码须为18位数字或大写字母（不含I、O、S、V、Z）');
    expect(await refused({ roles: ['reviewer'], institution: DEMO_BANK })).toBe('只有合作机构账号可填写所属机构');
    // Nothing of the refused ones was stored.
    expect((await admin.get<Envelope<{ accounts: { username: string }[] }>>('/staff/api/accounts')).body.data.accounts.map((a) => a.username)).not.toContain(account.username);

    const created = await admin.post<Envelope<{ id: string; roles: string[]; institution_name: string; institution_code: string }>>('/staff/api/accounts', {
      ...account,
      roles: ['partner'],
      institution: { name: DEMO_BANK.name, creditCode: DEMO_BANK.creditCode.toLowerCase() },
    });
    expect(created.body.data).toMatchObject({ roles: ['partner'], institution_name: DEMO_BANK.name, institution_code: DEMO_BANK.creditCode });
    expect((await auditOf('staff.create')).find((row) => row.target === account.username)?.after).toEqual({ name: '银行信贷员', roles: ['partner'], institution: DEMO_BANK });
    // A partner account takes no registry role afterwards, and registry staff no partner role.
    expect((await admin.post<Envelope>(`/staff/api/accounts/${created.body.data.id}/roles`, { roles: ['partner', 'reviewer'] })).status).toBe(400);

    // Signs in with the password alone (no second factor for the role) and is told its institution and its one page.
    partner = await signInStaff(server.url, account.username, PASSWORD);
    expect((await partner.get<Envelope>('/staff/api/me')).body.data).toMatchObject({ roles: ['partner'], institution: DEMO_BANK, pages: ['partner'] });
  });

  it('lists only the submitted applications naming the institution, and shows one read-only with the numbers masked; any other is not found', async ({ skip }) => {
    if (!server || !partner) return skip();
    const ours = await mortgageNaming(server.url, server.deps.db, DEMO_BANK);
    const theirs = await mortgageNaming(server.url, server.deps.db, OTHER_BANK);
    const nobody = await mortgageNaming(server.url, server.deps.db, null);
    const draft = await mortgageNaming(server.url, server.deps.db, DEMO_BANK, { submitted: false });
    // A citizen may type the code in lower case: still the institution's.
    const typedLower = await mortgageNaming(server.url, server.deps.db, { ...DEMO_BANK, creditCode: DEMO_BANK.creditCode.toLowerCase() });

    const list = (await partner.get<Envelope<{ list: Row[]; total: number }>>('/staff/api/partner/applications?page=1&rows=20')).body.data;
    const ids = list.list.map((row) => row.id);
    expect(ids).toContain(ours.id);
    expect(ids).toContain(typedLower.id);
    for (const other of [theirs, nobody, draft]) expect(ids).not.toContain(other.id);
    expect(list.list.find((row) => row.id === ours.id)).toMatchObject({ name: '一般抵押权首次登记', prolsh: ours.prolsh, filer: '王晓明', state: '待审核' });
    expect(list.total).toBe(list.list.length);

    const view = await partner.get<Envelope<View>>(`/staff/api/partner/applications/${ours.id}`);
    expect(view.status).toBe(200);
    const { parties, units, rights } = view.body.data;
    expect(parties.map((party) => [party.type, party.ours])).toEqual([
      ['权利人', true],
      ['义务人', false],
    ]);
    const texts = (section: Section) => section.rows.map((row) => row.text);
    expect(texts(parties[0]!)).toEqual(expect.arrayContaining([DEMO_BANK.name, DEMO_BANK.creditCode]));
    expect(texts(parties[1]!)).toEqual(expect.arrayContaining(['李秀英', '1304**********2649', '139****5678']));
    expect(JSON.stringify(view.body)).not.toMatch(/130402199007082649|13912345678/);
    expect(units[0]!.rows.map((row) => row.text)).toContain('130403007001GB00123F00031502');
    expect(rights).toHaveLength(1);

    for (const other of [theirs, nobody, draft]) {
      const answer = await partner.get<Envelope>(`/staff/api/partner/applications/${other.id}`);
      expect(answer).toMatchObject({ status: 404, body: { errmsg: '该申请不存在，或未涉及本机构' } });
    }
    expect((await partner.get('/staff/api/partner/applications/no-such-id')).status).toBe(404);

    // A draft the institution was asked to confirm (the confirmation feature names it) is shown too; another institution's still not.
    const repository = createFilingRepository(server.deps.db);
    const shown = { states: [], ids: [draft.id, theirs.id] };
    expect((await repository.listNaming(DEMO_BANK.creditCode, shown, 0, 20)).map((row) => row.id)).toEqual([draft.id]);
    expect(await repository.findNaming(theirs.id, DEMO_BANK.creditCode, shown)).toBeUndefined();
  });

  it('keeps the partner out of the registry pages, registry staff out of the partner calls, and a citizen out of both', async ({ skip }) => {
    if (!server || !partner) return skip();
    for (const path of ['/staff/api/review/queue', '/staff/api/audit', '/staff/api/accounts', '/staff/api/outbox/dead']) expect((await partner.get(path)).status, path).toBe(403);
    expect((await partner.post('/staff/api/review/applications/x/accept', { requestId: crypto.randomUUID(), stage: 'acceptance' })).status).toBe(403);
    const reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
    expect((await reviewer.get<Envelope<{ pages: string[] }>>('/staff/api/me')).body.data.pages).toEqual(['queue', 'search', 'statistics']);
    expect((await reviewer.get('/staff/api/partner/applications')).status).toBe(403);
    expect((await admin.get('/staff/api/partner/applications')).status).toBe(403);
    const { client } = await newSignedInUser(server.url, 'citizen');
    expect((await client.get('/staff/api/partner/applications')).status).toBe(401);
  });
});

/** A text that gave up after its retries (as the delivery worker leaves one): its delivery id. */
async function deadLetter(openid: string, serial: string): Promise<string> {
  const { db } = server!.deps;
  const params = JSON.stringify({ business: '抵押登记', date: '2026-12-01', time: '09:00-10:00', place: '邯郸市不动产登记中心', serial });
  const event = await db.insertInto('outbox_events').values({ event_key: `test.dead:${serial}`, kind: 'booking.made', openid, params, link: '/record' }).returning('id').executeTakeFirstOrThrow();
  const delivery = await db
    .insertInto('outbox_deliveries')
    .values({ event_id: event.id, channel: 'sms', idempotency_key: `${event.id}:sms`, state: 'dead', attempts: 8, last_error: 'gateway timeout' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(delivery.id);
}

describe('dead letters in the back office (issue 21)', () => {
  it('answers only the system admin (not a citizen, the clerk token or other staff), and sends one again once, audited', async ({ skip }) => {
    if (!server) return skip();
    const me = await bookingUser(server.url);
    const serial = `D${crypto.randomInt(1e8)}`;
    const id = await deadLetter(me.openid, serial);

    expect((await me.client.get('/staff/api/outbox/dead')).status).toBe(401);
    const bearer = { headers: { authorization: `Bearer ${RETIRED_CLERK_TOKEN}` } };
    expect((await fetch(`${server.url}/staff/api/outbox/dead`, bearer)).status).toBe(401);
    // The clerk's old paths are gone.
    expect((await fetch(`${server.url}/admin/api/outbox/dead`, bearer)).status).toBe(404);
    expect((await fetch(`${server.url}/admin/api/outbox/dead/${id}/retry`, { ...bearer, method: 'POST' })).status).toBe(404);
    const scheduler = await signInStaff(server.url, 'demo-scheduler', 'demo-scheduler-2026');
    expect((await scheduler.get('/staff/api/outbox/dead')).status).toBe(403);
    expect((await scheduler.post(`/staff/api/outbox/dead/${id}/retry`)).status).toBe(403);

    const listed = (await admin.get<Envelope<{ list: Dead[] }>>('/staff/api/outbox/dead')).body.data.list;
    expect(listed.find((row) => row.id === id)).toMatchObject({ kind: 'booking.made', channel: 'sms', attempts: 8, last_error: 'gateway timeout', recipient: { name: me.name, phone: `${me.phone.slice(0, 3)}****${me.phone.slice(-4)}` } });
    expect(JSON.stringify(listed)).not.toContain(me.phone);

    expect((await admin.post<Envelope>(`/staff/api/outbox/dead/${id}/retry`)).body).toMatchObject({ errcode: '00', data: { id, state: 'pending' } });
    const texts = await smsSaying(me.client, me.phone, `预约号${serial}`);
    expect(texts.filter((text) => text.includes(serial))).toHaveLength(1);
    expect((await admin.post<Envelope>(`/staff/api/outbox/dead/${id}/retry`)).status).toBe(404);
    expect((await admin.get<Envelope<{ list: Dead[] }>>('/staff/api/outbox/dead')).body.data.list.map((row) => row.id)).not.toContain(id);
    expect((await auditOf('outbox.retry')).filter((row) => row.target === id)).toEqual([
      expect.objectContaining({ actor_username: 'demo-admin', before: { state: 'dead', channel: 'sms', attempts: 8, lastError: 'gateway timeout' }, after: { state: 'pending' } }),
    ]);
  });

  it('sends a dead letter again once when two retries race (one answer is not found), with one audit entry', async ({ skip }) => {
    if (!server) return skip();
    const me = await bookingUser(server.url);
    const serial = `R${crypto.randomInt(1e8)}`;
    const id = await deadLetter(me.openid, serial);
    const second = await signInStaff(server.url, 'demo-admin', 'demo-admin-2026');
    const answers = await Promise.all([admin.post(`/staff/api/outbox/dead/${id}/retry`), second.post(`/staff/api/outbox/dead/${id}/retry`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    expect((await auditOf('outbox.retry')).filter((row) => row.target === id)).toHaveLength(1);
    const texts = await smsSaying(me.client, me.phone, `预约号${serial}`);
    expect(texts.filter((text) => text.includes(serial))).toHaveLength(1);
  });
});

describe('a revoke that cancels an appointment tells the citizen (issue 21)', () => {
  it('texts the cancellation once and lists it in the message centre', async ({ skip }) => {
    if (!server) return skip();
    const me = await bookingUser(server.url);
    const prolsh = await acceptedApplication(server.url, me.openid);
    const { slots } = await slotsOf(me.client, 'hd01', 0, 2);
    const order = (await me.client.postForm<StateBody<{ id: string; serial: string }>>('/online/public/appointment/addByWlsh/', { time: slots.at(-1)!.timeId, wlsh: prolsh })).body.data;
    await smsSaying(me.client, me.phone, `预约号${order.serial}`);
    const app = (await me.client.post<{ data: { id: string; prolsh: string }[] }>('/online/wx/apilist/getYuyueApplyList')).body.data.find((a) => a.prolsh === prolsh)!;

    expect((await me.client.post<{ errcode: string }>('/online/wx/apilist/revokeApply', { id: app.id })).body.errcode).toBe('00');
    const texts = await smsSaying(me.client, me.phone, `（预约号${order.serial}）已取消`);
    expect(texts.filter((text) => text.includes('已取消'))).toHaveLength(1);
    await expect
      .poll(async () => (await me.client.get<{ data: { list: { kind: string; link: string }[] } }>('/api/messages')).body.data.list.map((m) => [m.kind, m.link]), { timeout: 15_000 })
      .toEqual([
        ['booking.cancelled', `/yuyueDetail?orderid=${order.id}`],
        ['booking.made', `/yuyueDetail?orderid=${order.id}`],
      ]);
    // Stored once: one event for the cancelled order.
    const events = await server.deps.db.selectFrom('outbox_events').select('kind').where('event_key', '=', `booking.cancelled:${order.id}`).execute();
    expect(events).toHaveLength(1);
  });
});
