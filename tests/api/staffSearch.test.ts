import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import type { BulkClaimAnswer, SearchAnswer, SearchOptions } from '../../engine/contract/staff/search';
import type { RunningServer } from '../../server/startServer';
import { randomIdNumber } from '../support/accountHelpers';
import { registryAccepts } from '../support/registryAccepts';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer, withRegistrableRecords } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();
/** This run's party names begin with it: a name's beginning finds this run's cases only. */
const run = `查询${crypto.randomBytes(3).toString('hex')}`;

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };

/** What a case is found by: its keys as the test made them. */
interface Made {
  id: string;
  prolsh: string;
  certificate: string;
  unit: string;
  party: string;
  idNumber: string;
}

describe.skipIf(!baseUrl)('the back office finds any application by its keys, in any state; 已办, 我的认领, bulk claims (issue 31)', () => {
  let server: RunningServer;
  const staff: Record<string, StaffClient> = {};
  const made: Record<'done' | 'rejected' | 'correction' | 'suspended', Made> = {} as never;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    for (const name of ['acceptance', 'reviewer', 'reviewer2', 'registrar', 'certificate', 'config']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
    // A system admin of this file's own (demo-admin's second factor is enrolled by whichever file signs it in first).
    await staffRepository.insert(server.deps.db, { username: 'search-admin', name: '查询管理员（测试）', password_hash: await hashStaffPassword('search-admin-2026'), roles: ['system_admin'] });
    staff.admin = await signInStaff(server.url, 'search-admin', 'search-admin-2026');
    made.done = await make(async (id) => {
      await act('acceptance', id, 'accept');
      await act('reviewer', id, 'approve');
      await act('reviewer2', id, 'approve');
      await act('registrar', id, 'register');
      expect((await staff.certificate!.post(`/staff/api/review/applications/${id}/documents/print`)).status).toBe(200);
      expect((await act('certificate', id, 'issue', { handover: { method: 'mail', recipient: '收件人', waybill: 'SF1234567890' } })).body.data).toMatchObject({ stage: 'done' });
    });
    made.rejected = await make(async (id) => {
      expect((await act('acceptance', id, 'reject', { opinions: { sh_xmsl_yj: '材料不全', sh_qjdc_yj: '' } })).body.data).toMatchObject({ stage: 'rejected' });
    });
    made.correction = await make(async (id) => {
      expect((await act('acceptance', id, 'return', { comments: [{ text: '请补充购房合同' }] })).body.data).toMatchObject({ stage: 'correction' });
    });
    made.suspended = await make(async (id) => {
      await act('acceptance', id, 'accept');
      expect((await act('reviewer', id, 'suspend', { reason: '等待查档结果', resumeOn: '2099-01-04' })).body.data).toMatchObject({ suspended: true });
    });
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const stageOf = async (id: string) => (await db().selectFrom('review_cases').select('stage').where('application_id', '=', id).executeTakeFirstOrThrow()).stage;
  const act = async (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
    staff[who]!.post<Envelope<{ stage: string; suspended: boolean }>>(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage: await stageOf(id), ...body });
  const search = (who: string, query: Record<string, string>) => staff[who]!.get<Envelope<SearchAnswer>>(`/staff/api/search/applications?${new URLSearchParams(query)}`);
  const found = async (who: string, query: Record<string, string>) => {
    const answer = await search(who, query);
    expect(answer.status, answer.body.errmsg).toBe(200);
    return answer.body.data.rows.map((row) => row.id);
  };

  /** A pre-registration whose buyer has a name and ID number of this test's own, taken to a state by `to`. */
  async function make(to: (id: string) => Promise<void>): Promise<Made> {
    const citizen = await signedInCitizen(server.url, db(), 'se');
    const id = await insertApplication(db(), citizen.openid, { prodefid: '2001', name: '预购商品房预告登记' });
    await withRegistrableRecords(db(), id);
    const party = `${run}-${crypto.randomBytes(4).toString('hex')}`;
    const idNumber = randomIdNumber();
    await sql`update application_parties set data = data || ${JSON.stringify({ sqr_name: party, sqr_zjh: idNumber })}::jsonb where application_id = ${id} and sqr_lx = '0'`.execute(db());
    await registryAccepts(server.deps, id);
    await to(id);
    const application = await db().selectFrom('applications').select('prolsh').where('id', '=', id).executeTakeFirstOrThrow();
    const unit = await db().selectFrom('application_units').select(sql<string>`data->>'bdcdyh'`.as('unit')).select(sql<string>`data->>'bdcqzmh'`.as('certificate')).where('application_id', '=', id).executeTakeFirstOrThrow();
    const document = await db().selectFrom('application_documents').select('number').where('application_id', '=', id).where('kind', 'in', ['certificate', 'proof']).executeTakeFirst();
    return { id, prolsh: application.prolsh!, certificate: document?.number ?? unit.certificate, unit: unit.unit, party, idNumber };
  }

  it('finds a case in each state (办结 after 发证, 驳回, 补正, 挂起) by each key, for every role of the search page', async () => {
    expect(await stageOf(made.done.id)).toBe('done');
    for (const who of ['acceptance', 'reviewer', 'registrar', 'certificate', 'admin']) {
      for (const [state, one] of Object.entries(made)) {
        for (const key of ['prolsh', 'certificate', 'unit', 'party', 'idNumber'] as const) {
          expect(await found(who, { [key]: one[key] }), `${who} ${state} ${key}`).toContain(one.id);
        }
      }
    }
    // The done case's certificate number is the proof 缮证 made, not only the one it named.
    expect(await db().selectFrom('application_documents').select('number').where('application_id', '=', made.done.id).where('kind', '=', 'proof').executeTakeFirst()).toMatchObject({ number: made.done.certificate });
    // A party's name by its beginning; the keys together narrow.
    expect(await found('reviewer', { party: run })).toEqual(expect.arrayContaining(Object.values(made).map((one) => one.id)));
    expect(await found('reviewer', { party: made.rejected.party, stage: 'rejected' })).toEqual([made.rejected.id]);
    expect(await found('reviewer', { party: made.rejected.party, stage: 'done' })).toEqual([]);
    expect(await found('reviewer', { idNumber: made.suspended.idNumber, state: 'suspended' })).toEqual([made.suspended.id]);
    expect(await found('reviewer', { idNumber: made.suspended.idNumber, state: 'active' })).toEqual([]);
  });

  it("lets the system admin read a case it found, with its checks, rounds and documents, and act on nothing (decision 0093)", async () => {
    const id = made.done.id;
    for (const tail of ['', '/checks', '/resubmissions', '/documents']) {
      const answer = await staff.admin!.get<Envelope<unknown>>(`/staff/api/review/applications/${id}${tail}`);
      expect(answer.status, `${tail} ${answer.body.errmsg}`).toBe(200);
    }
    const file = await staff.admin!.get<Envelope<{ actions: string[]; mayReveal: boolean }>>(`/staff/api/review/applications/${made.suspended.id}`);
    expect(file.body.data).toMatchObject({ actions: [], mayReveal: false });
    // Acting stays the stage's: the admin's press is refused and changes nothing.
    expect((await act('admin', made.suspended.id, 'resume')).status).toBe(403);
    expect(await stageOf(made.suspended.id)).toBe('firstReview');
  });

  it('finds by business, region and date range, a page at a time by cursor', async () => {
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10);
    const mine = Object.values(made).map((one) => one.id);
    // The fixtures are in 邯山区 (130402), filed today.
    expect(await found('admin', { business: '2001', region: '130402', from: today, to: today, party: run })).toEqual(expect.arrayContaining(mine));
    expect(await found('admin', { region: '1304', party: run })).toEqual(expect.arrayContaining(mine));
    expect(await found('admin', { region: '130403', party: made.done.party })).toEqual([]);
    expect(await found('admin', { business: '1001', party: made.done.party })).toEqual([]);
    expect(await found('admin', { from: tomorrow, party: made.done.party })).toEqual([]);
    // Pages: newest first, the cursor leads on without repeating a row.
    const first = (await search('admin', { party: run })).body.data;
    const all = [...first.rows.map((row) => row.id)];
    let next = first.next;
    while (next) {
      const page = (await search('admin', { party: run, after: next })).body.data;
      all.push(...page.rows.map((row) => row.id));
      next = page.next;
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(mine));
  });

  it('matches an ID number only whole, answers it masked, and audits each search with its criteria masked', async () => {
    const one = made.correction;
    expect(await found('reviewer', { idNumber: one.idNumber.slice(0, 14) })).toEqual([]);
    const answer = (await search('reviewer', { idNumber: one.idNumber.toLowerCase() })).body.data;
    const row = answer.rows.find((candidate) => candidate.id === one.id)!;
    expect(row).toMatchObject({ prolsh: one.prolsh, stage: 'correction', stageName: '补正', suspended: false });
    const party = row.parties.find((candidate) => candidate.name === one.party)!;
    expect(party.idNumber).toBe(`${one.idNumber.slice(0, 4)}${'*'.repeat(10)}${one.idNumber.slice(-4)}`);
    expect(JSON.stringify(answer)).not.toContain(one.idNumber);
    const entries = await db().selectFrom('staff_audit_log').select(['actor_username', 'action', 'after']).where('action', '=', 'search.applications').where('actor_username', '=', 'demo-reviewer').orderBy('id', 'desc').limit(1).execute();
    expect(entries[0]).toMatchObject({ actor_username: 'demo-reviewer', action: 'search.applications', after: { criteria: { idNumber: expect.stringContaining('****') }, found: 1 } });
    expect(JSON.stringify(entries[0]!.after)).not.toContain(one.idNumber.slice(4, 14));
    // The part of a number searched before is kept masked too, though it does not read as an ID number.
    const all = await db().selectFrom('staff_audit_log').select('after').where('action', '=', 'search.applications').where('actor_username', '=', 'demo-reviewer').execute();
    expect(JSON.stringify(all)).not.toContain(one.idNumber.slice(4, 14));
  });

  it('refuses a role without the search page (403) and bad input (400) with a message', async () => {
    expect(await search('config', { prolsh: made.done.prolsh })).toMatchObject({ status: 403, body: { errmsg: '您的角色无权进行此操作' } });
    expect((await staff.config!.get('/staff/api/search/mine?tab=acted')).status).toBe(403);
    expect((await fetch(`${server.url}/staff/api/search/applications?prolsh=x`)).status).toBe(401);
    for (const query of [{ idNumber: '' }, { region: '丛台区' }, { from: '2026-13-01x' }, { stage: 'done;' }, { after: 'nothing' }] as Array<Record<string, string>>) {
      const answer = await search('reviewer', query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errmsg).toBeTruthy();
    }
    expect(await search('reviewer', { from: '2026-05-02', to: '2026-05-01' })).toMatchObject({ status: 400, body: { errmsg: '开始日期不能晚于结束日期' } });
    expect(await search('reviewer', { idNumber: '1304**********1231' })).toMatchObject({ status: 400, body: { errmsg: '请输入完整的证件号码（不能含*号或其他符号）' } });
    expect(await search('reviewer', { stage: 'nowhere' })).toMatchObject({ status: 400, body: { errmsg: '没有该环节' } });
  });

  it('names the pickers: businesses from the catalogue, places from the region dictionary, every stage', async () => {
    const options = (await staff.reviewer!.get<Envelope<SearchOptions>>('/staff/api/search/options')).body.data;
    expect(options.businesses).toEqual(expect.arrayContaining([{ id: '2001', name: expect.stringContaining('预告') }, { id: '1001', name: expect.any(String) }]));
    expect(options.regions).toEqual(expect.arrayContaining([{ code: '130403', name: '丛台区' }]));
    expect(options.stages.map((stage) => stage.id)).toEqual(expect.arrayContaining(['acceptance', 'done', 'rejected', 'correction']));
    expect((await staff.config!.get('/staff/api/search/options')).status).toBe(403);
  });

  it('lists 已办 (the cases a member took a step on) and 我的认领 (those the member holds)', async () => {
    type Mine = Envelope<SearchAnswer>;
    const acted = async (who: string) => (await staff[who]!.get<Mine>('/staff/api/search/mine?tab=acted')).body.data.rows.map((row) => row.id);
    expect(await acted('certificate')).toContain(made.done.id);
    expect(await acted('acceptance')).toEqual(expect.arrayContaining([made.done.id, made.rejected.id, made.correction.id, made.suspended.id]));
    expect(await acted('registrar')).not.toContain(made.rejected.id);
    const id = (await make(async (created) => void (await act('acceptance', created, 'accept')))).id;
    const claimed = async (who: string) => (await staff[who]!.get<Mine>('/staff/api/search/mine?tab=claimed')).body.data.rows.map((row) => row.id);
    expect(await claimed('reviewer')).not.toContain(id);
    expect((await staff.reviewer!.post(`/staff/api/review/applications/${id}/claim/claim`)).status).toBe(200);
    expect(await claimed('reviewer')).toContain(id);
    expect(await claimed('reviewer2')).not.toContain(id);
    expect((await staff.reviewer!.get('/staff/api/search/mine?tab=other')).status).toBe(400);
  });

  it('claims and hands back in bulk, each case under its own lock: the answer says which were refused and why', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n++) ids.push((await make(async (created) => void (await act('acceptance', created, 'accept')))).id);
    // The third is held by another reviewer already.
    expect((await staff.reviewer2!.post(`/staff/api/review/applications/${ids[2]}/claim/claim`)).status).toBe(200);
    const bulk = (who: string, kind: string, list: string[]) => staff[who]!.post<Envelope<BulkClaimAnswer>>('/staff/api/review/claims', { kind, ids: list });
    const claimedAnswer = await bulk('reviewer', 'claim', ids);
    expect(claimedAnswer.status).toBe(200);
    expect(claimedAnswer.body.data.results).toEqual([
      { id: ids[0], ok: true, message: null },
      { id: ids[1], ok: true, message: null },
      { id: ids[2], ok: false, message: expect.stringContaining('demo-reviewer2') },
    ]);
    const holders = await db().selectFrom('review_cases as c').leftJoin('staff_accounts as s', 's.id', 'c.claimed_by').select(['c.application_id', 's.username']).where('c.application_id', 'in', ids).execute();
    expect(Object.fromEntries(holders.map((row) => [row.application_id, row.username]))).toEqual({ [ids[0]!]: 'demo-reviewer', [ids[1]!]: 'demo-reviewer', [ids[2]!]: 'demo-reviewer2' });
    const audited = await db().selectFrom('staff_audit_log').select(['target']).where('action', '=', 'review.claim').where('actor_username', '=', 'demo-reviewer').where('target', 'in', ids).execute();
    expect(audited.map((entry) => entry.target).sort()).toEqual([ids[0], ids[1]].sort());
    // Hand back: the reviewer's two go back; the one the reviewer does not hold is refused with its reason.
    const handed = (await bulk('reviewer', 'handBack', ids)).body.data.results;
    expect(handed.map((result) => result.ok)).toEqual([true, true, false]);
    expect(handed[2]!.message).toBeTruthy();
    // A role outside the stage is refused for its case; bad input is a 400.
    expect((await bulk('registrar', 'claim', [ids[0]!])).body.data.results).toEqual([{ id: ids[0], ok: false, message: '您的角色无权进行此操作' }]);
    expect((await bulk('reviewer', 'transfer', ids)).status).toBe(400);
    expect((await bulk('reviewer', 'claim', [])).status).toBe(400);
    expect((await bulk('config', 'claim', ids)).status).toBe(403);
  });

});
