import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import type { StatisticsAnswer } from '../../engine/contract/staff/statistics';
import type { RunningServer } from '../../server/startServer';
import { createFreshDatabase } from '../support/freshPostgres';
import { readXlsx } from '../support/readXlsx';
import { registryAccepts } from '../support/registryAccepts';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer, withRegistrableRecords } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
const DAY_MS = 86_400_000;
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * Issue 31's counts against fixtures counted here, on a database of this file's own (the counts are
 * of every case in it): seven cases taken through the stages by the staff API, their first
 * submissions moved back in time so the days to completion are known.
 */
describe.skipIf(!baseUrl)('the statistics: counts per day, business, region and member, time to completion, overdue, exports (issue 31)', () => {
  let server: RunningServer;
  let database: Awaited<ReturnType<typeof createFreshDatabase>>;
  const staff: Record<string, StaffClient> = {};
  const names: Record<string, string> = {};
  const today = chinaDay(new Date());
  const monthAgo = chinaDay(new Date(Date.now() - 29 * DAY_MS));
  const cases: Record<string, string> = {};

  const db = () => server.deps.db;
  const stage = async (id: string) => (await db().selectFrom('review_cases').select('stage').where('application_id', '=', id).executeTakeFirstOrThrow()).stage;
  const act = async (who: string, id: string, action: string, body: Record<string, unknown> = {}) => {
    const answer = await staff[who]!.post<Envelope>(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage: await stage(id), ...body });
    expect(answer.status, `${who} ${action}: ${answer.body.errmsg}`).toBe(200);
  };
  const submitted = async (prodefid: string) => {
    const citizen = await signedInCitizen(server.url, db(), 'st');
    const id = await insertApplication(db(), citizen.openid, prodefid === '2001' ? { prodefid, name: '预购商品房预告登记' } : { prodefid });
    if (prodefid === '2001') await withRegistrableRecords(db(), id);
    await registryAccepts(server.deps, id);
    return id;
  };
  const returned = { comments: [{ group: '身份证明', text: '身份证明不清晰，请重新上传' }] };
  const toDone = async (id: string) => {
    await act('acceptance', id, 'accept');
    await act('reviewer', id, 'approve');
    await act('reviewer2', id, 'approve');
    await act('registrar', id, 'register');
    expect((await staff.certificate!.post(`/staff/api/review/applications/${id}/documents/print`, {})).status).toBe(200);
    await act('certificate', id, 'issue', { handover: { method: 'mail', recipient: '收件人', waybill: 'SF1234567890' } });
  };
  /** The case's first submission (网上申请) moved `days` back: its time to completion becomes that. */
  const submittedDaysAgo = (id: string, days: number) =>
    db()
      .updateTable('application_trail')
      .set({ started_at: new Date(Date.now() - days * DAY_MS) })
      .where('application_id', '=', id)
      .where('activity_name', '=', '网上申请')
      .where('id', '=', (eb) => eb.selectFrom('application_trail').select((inner) => inner.fn.min('id').as('id')).where('application_id', '=', id).where('activity_name', '=', '网上申请'))
      .execute();

  beforeAll(async () => {
    database = databaseUrl ? await createFreshDatabase() : undefined;
    server = await startFilingServer(database?.url ?? '');
    for (const name of ['acceptance', 'reviewer', 'reviewer2', 'registrar', 'certificate']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
    await staffRepository.insert(db(), { username: 'stats-editor', name: '配置员（测试）', password_hash: await hashStaffPassword('stats-editor-2026'), roles: ['config_editor'] });
    staff.editor = await signInStaff(server.url, 'stats-editor', 'stats-editor-2026');
    for (const row of await db().selectFrom('staff_accounts').select(['username', 'name']).execute()) names[row.username] = row.name;

    // Four pre-registrations completed (one after a return for correction), 2, 4, 6 and 10 days after their first submission.
    for (const [key, days] of [['a', 2], ['b', 4], ['c', 10]] as const) {
      cases[key] = await submitted('2001');
      await toDone(cases[key]);
      await submittedDaysAgo(cases[key], days);
    }
    cases.d = await submitted('2001');
    await act('acceptance', cases.d, 'return', returned);
    await registryAccepts(server.deps, cases.d);
    await toDone(cases.d);
    await submittedDaysAgo(cases.d, 6);
    // Mortgages: one rejected at acceptance, one returned at first review, one waiting, overdue, in another region, claimed.
    cases.e = await submitted('1001');
    await act('acceptance', cases.e, 'reject', { opinions: { sh_xmsl_yj: '申请材料不全', sh_qjdc_yj: '界址不清' } });
    cases.f = await submitted('1001');
    await act('acceptance', cases.f, 'accept');
    await act('reviewer', cases.f, 'return', returned);
    cases.g = await submitted('1001');
    await db().updateTable('applications').set({ xzqdm: '130403' }).where('id', '=', cases.g).execute();
    await db().updateTable('review_cases').set({ deadline: new Date(Date.now() - DAY_MS) }).where('application_id', '=', cases.g).execute();
    expect((await staff.acceptance!.post(`/staff/api/review/applications/${cases.g}/claim/claim`, {})).status).toBe(200);
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const statistics = async (query = `from=${monthAgo}&to=${today}`) => (await staff.reviewer!.get<Envelope<StatisticsAnswer>>(`/staff/api/statistics?${query}`)).body.data;

  it('counts received, accepted, completed, returned and rejected in all, per business and per region', async () => {
    const answer = await statistics();
    expect(answer).toMatchObject({ from: monthAgo, to: today, soonDays: 2 });
    expect(answer.totals).toEqual({ received: 7, accepted: 5, completed: 4, returned: 2, rejected: 1, completedWithoutReturn: 3, medianDays: 4, p90Days: 10 });
    expect(answer.withoutReturnShare).toBe(0.75);
    expect(answer.businesses).toEqual([
      { prodefid: '1001', name: '一般抵押权首次登记', received: 3, accepted: 1, completed: 0, returned: 1, rejected: 1, medianDays: null, p90Days: null, completedWithoutReturn: 0 },
      { prodefid: '2001', name: '预购商品房预告登记', received: 4, accepted: 4, completed: 4, returned: 1, rejected: 0, medianDays: 4, p90Days: 10, completedWithoutReturn: 3 },
    ]);
    expect(answer.regions.map(({ xzqdm, received, accepted, completed, returned, rejected }) => [xzqdm, received, accepted, completed, returned, rejected])).toEqual([
      ['130402', 6, 5, 4, 2, 1],
      ['130403', 1, 0, 0, 0, 0],
    ]);
    expect(answer.regions[0]!.name).toBe('邯山区');
  });

  it('counts each day in China time: every day of the range, the moved submissions on their own days', async () => {
    const { days } = await statistics();
    expect(days).toHaveLength(30);
    expect([days[0]!.day, days.at(-1)!.day]).toEqual([monthAgo, today]);
    const on = (daysAgo: number) => days.find((day) => day.day === chinaDay(new Date(Date.now() - daysAgo * DAY_MS)))!;
    for (const daysAgo of [2, 4, 6, 10]) expect(on(daysAgo).received).toBeGreaterThanOrEqual(1);
    expect(days.reduce((sum, day) => sum + day.received, 0)).toBe(7);
    expect(on(0)).toMatchObject({ accepted: 5, completed: 4, returned: 2, rejected: 1 });
    // A range of today alone: the moved submissions fall outside it.
    expect((await statistics(`from=${today}&to=${today}`)).totals).toMatchObject({ received: 3, accepted: 5, completed: 4 });
  });

  it("counts each member's work by name, with what they hold now; overdue per stage", async () => {
    const { members, stages } = await statistics();
    const row = (username: string) => members.find((member) => member.username === username);
    expect(row('demo-acceptance')).toEqual({ username: 'demo-acceptance', name: names['demo-acceptance'], received: 0, accepted: 5, completed: 0, returned: 1, rejected: 1, actions: 7, holding: 1 });
    expect(row('demo-reviewer')).toMatchObject({ accepted: 0, returned: 1, actions: 5, holding: 0 });
    expect(row('demo-reviewer2')).toMatchObject({ actions: 4 });
    expect(row('demo-registrar')).toMatchObject({ actions: 4 });
    // 缮证 and 发证 are both the certificate clerk's steps; 发证 completes.
    expect(row('demo-certificate')).toMatchObject({ completed: 4, actions: 8 });
    expect(stages.map(({ stage, open, overdue }) => [stage, open, overdue])).toEqual([
      ['acceptance', 1, 1],
      ['firstReview', 0, 0],
      ['secondReview', 0, 0],
      ['registration', 0, 0],
      ['certificate', 0, 0],
    ]);
  });

  it('exports each table as CSV and xlsx in the staff language: names, China days, numbers', async () => {
    const csv = await fetch(`${server.url}/staff/api/statistics/export?from=${monthAgo}&to=${today}&table=members&format=csv`, { headers: { cookie: staff.reviewer!.cookie } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="statistics-members-${monthAgo}-${today}.csv"`);
    const text = (await csv.text()).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"工作人员","受理","办结","退回补正","不予受理/不通过","办理操作","当前认领在办"');
    expect(lines).toContain(`"${names['demo-acceptance']}",5,0,1,1,7,1`);
    expect(text).not.toContain('demo-');

    const xlsx = await fetch(`${server.url}/staff/api/statistics/export?from=${monthAgo}&to=${today}&table=businesses&format=xlsx`, { headers: { cookie: staff.reviewer!.cookie } });
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = readXlsx(new Uint8Array(await xlsx.arrayBuffer()));
    expect(rows[0]).toEqual(['业务', '收件', '受理', '办结', '退回补正', '不予受理/不通过', '办结用时中位数（自然日）', '90%办结用时（自然日）', '一次办结（未退回补正）']);
    expect(rows[2]).toEqual(['预购商品房预告登记', 4, 4, 4, 1, 0, 4, 10, 3]);

    const english = await fetch(`${server.url}/staff/api/statistics/export?from=${today}&to=${today}&table=days&format=csv`, { headers: { cookie: staff.reviewer!.cookie, 'accept-language': 'en' } });
    expect((await english.text()).replace(/^\uFEFF/, '').split('\r\n')).toEqual(['"Day","Received","Accepted","Completed","Returned for correction","Rejected"', `"${today}",3,5,4,2,1`]);
  });

  it('opens to the stages and the system admin only; refuses a bad range in words', async () => {
    expect(await staff.editor!.get<Envelope>('/staff/api/statistics')).toMatchObject({ status: 403, body: { errmsg: '您的角色无权进行此操作' } });
    expect((await fetch(`${server.url}/staff/api/statistics/export?table=days&format=csv`, { headers: { cookie: staff.editor!.cookie } })).status).toBe(403);
    expect((await staff.certificate!.get<Envelope>('/staff/api/statistics')).status).toBe(200);
    const refusal = { status: 400, body: { errmsg: '日期范围不正确：起始日期不能晚于结束日期，且跨度不能超过366天' } };
    expect(await staff.reviewer!.get<Envelope>(`/staff/api/statistics?from=${today}&to=${monthAgo}`)).toMatchObject(refusal);
    expect(await staff.reviewer!.get<Envelope>('/staff/api/statistics?from=2024-01-01&to=2026-01-01')).toMatchObject(refusal);
    expect(await staff.reviewer!.get<Envelope>('/staff/api/statistics?from=2026-02-30')).toMatchObject(refusal);
    expect((await staff.reviewer!.get<Envelope>('/staff/api/statistics/export?table=nothing&format=csv')).status).toBe(400);
  });
});
