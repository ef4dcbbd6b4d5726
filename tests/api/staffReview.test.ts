import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer, withRegistrableRecords } from './filingReviewFixtures';
import { registryAccepts } from '../support/registryAccepts';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type Answer = { id: string; prolsh: string; stage: string; shzt: number; suspended: boolean };

describe.skipIf(!baseUrl)('the back office: stage outcomes by role, once, one winner (issue 20 part 2)', () => {
  let server: RunningServer;
  const staff: Record<string, StaffClient> = {};
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    for (const name of ['acceptance', 'reviewer', 'reviewer2', 'registrar', 'certificate']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const stored = (id: string) => db().selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const stage = async (id: string) => (await db().selectFrom('review_cases').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow());
  const trail = async (id: string) => (await db().selectFrom('application_trail').select('activity_name').where('application_id', '=', id).orderBy('id').execute()).map((row) => row.activity_name);
  /** The messages queued for the citizen about this application, in order. */
  const told = async (id: string) => (await db().selectFrom('outbox_events').select('kind').where('subject_id', '=', id).orderBy('created_at').execute()).map((row) => row.kind);
  const audited = async (id: string) => db().selectFrom('staff_audit_log').select(['actor_username', 'action', 'before', 'after']).where('target', '=', id).orderBy('id').execute();
  /** An action on the stage the application is in now (what the member's page shows), unless the body names another. */
  const act = async (who: string, id: string, action: string, body: Record<string, unknown> = {}, requestId: string = crypto.randomUUID()) =>
    staff[who]!.post<Envelope<Answer>>(`/staff/api/review/applications/${id}/${action}`, { requestId, stage: (await stage(id)).stage, ...body });
  /** A citizen's application, submitted: the registry takes it into the acceptance clerk's queue. */
  const submitted = async (options: Parameters<typeof insertApplication>[2] = {}) => {
    const citizen = await signedInCitizen(server.url, db(), 'sr');
    const id = await insertApplication(db(), citizen.openid, options);
    if (options.prodefid === '2001') await withRegistrableRecords(db(), id);
    await registryAccepts(server.deps, id);
    return { ...citizen, id };
  };

  it('takes an application from acceptance to the certificate, each step only by its role and only in its stage, each audited', async () => {
    // A pre-registration on a certificate of the test's own (登簿 writes its notice): this test is about
    // the stages; what 登簿 writes is tests/api/registrationEffects.test.ts.
    const { id, client } = await submitted({ prodefid: '2001', name: '预购商品房预告登记' });
    expect(await stage(id)).toMatchObject({ stage: 'acceptance', claimed_by: null });
    expect((await stage(id)).deadline.getTime()).toBeGreaterThan(Date.now());
    // Wrong role for the stage, or a citizen: refused, nothing changed.
    expect(await act('reviewer', id, 'accept')).toMatchObject({ status: 403, body: { errmsg: '您的角色无权进行此操作' } });
    expect((await client.post(`/staff/api/review/applications/${id}/accept`, { requestId: crypto.randomUUID() })).status).toBe(401);
    expect(await act('acceptance', id, 'approve')).toMatchObject({ status: 409, body: { errmsg: expect.stringContaining('“受理”环节') } });
    expect(await act('acceptance', id, 'accept', { stage: 'firstReview' })).toMatchObject({ status: 409, body: { errmsg: expect.stringContaining('“受理”环节') } });
    expect(await stage(id)).toMatchObject({ stage: 'acceptance' });

    expect(await act('acceptance', id, 'accept')).toMatchObject({ status: 200, body: { errcode: '00', data: { id, stage: 'firstReview', shzt: 0, prolsh: expect.stringMatching(/^DJ/) } } });
    expect((await act('acceptance', id, 'approve')).status).toBe(403);
    expect((await act('reviewer', id, 'approve')).body.data).toMatchObject({ stage: 'secondReview', shzt: 0 });
    // The second review needs another person.
    expect(await act('reviewer', id, 'approve')).toMatchObject({ status: 403, body: { errmsg: '“复审”须由未办理“初审”的人员办理' } });
    expect((await act('reviewer2', id, 'approve')).body.data).toMatchObject({ stage: 'registration', shzt: 10 });
    expect((await act('reviewer2', id, 'register')).status).toBe(403);
    expect((await act('registrar', id, 'register')).body.data).toMatchObject({ stage: 'certificate', shzt: 20 });
    // 缮证 prints the proof, 发证 says how it was handed over (docs/decisions/0075; tests/api/caseDocuments.test.ts).
    expect((await staff.certificate!.post(`/staff/api/review/applications/${id}/documents/print`)).status).toBe(200);
    const handover = { method: 'mail', recipient: '收件人', waybill: 'SF1234567890' };
    expect((await act('certificate', id, 'issue', { handover })).body.data).toMatchObject({ stage: 'done', shzt: 30 });
    expect(await act('certificate', id, 'issue', { handover })).toMatchObject({ status: 409, body: { errmsg: '该申请已不在办理中（办结）' } });

    expect(await stored(id)).toMatchObject({ shzt: 30 });
    // The citizen's progress query shows every stage with its time.
    const progress = await client.post<Envelope<{ activityName: string; steps: Array<{ activityName: string; actStart: string }> }>>('/online/wx/apilist/process', { lsh: (await stored(id)).prolsh });
    expect(progress.body.data.activityName).toBe('发证');
    expect(progress.body.data.steps.map((step) => step.activityName)).toEqual(['网上申请', '受理通过', '初审通过', '审核通过', '登簿', '缮证', '发证']);
    expect(progress.body.data.steps.every((step) => Math.abs(Date.parse(step.actStart) - Date.now()) < 600_000)).toBe(true);
    expect(await trail(id)).toEqual(['网上申请', '受理通过', '初审通过', '审核通过', '登簿', '缮证', '发证']);
    expect((await audited(id)).map((entry) => [entry.actor_username, entry.action])).toEqual([
      ['demo-acceptance', 'review.accept'],
      ['demo-reviewer', 'review.approve'],
      ['demo-reviewer2', 'review.approve'],
      ['demo-registrar', 'review.register'],
      ['demo-certificate', 'review.print'],
      ['demo-certificate', 'review.issue'],
    ]);
    expect((await audited(id))[2]).toMatchObject({ before: { stage: 'secondReview', shzt: 0 }, after: { stage: 'registration', shzt: 10 } });
    // The citizen is told of the acceptance, the approval, the registration and the end (schemas/workflow's `tells`).
    expect(await told(id)).toEqual(['application.submitted', 'application.accepted', 'application.approved', 'application.registered', 'application.issued']);
  });

  it('returns for correction with comments on fields and groups (shzt 11), rejects with the two opinions (shzt 21); a resubmission starts again at acceptance', async () => {
    const { id } = await submitted();
    expect(await act('acceptance', id, 'return', { comments: [] })).toMatchObject({ status: 400, body: { errmsg: '请填写补正意见' } });
    expect((await act('acceptance', id, 'return', { comments: [{ field: 'x', text: '  ' }] })).status).toBe(400);
    expect(await stored(id)).toMatchObject({ shzt: 0 });
    const comments = [
      { form: 'dyxx', field: 'bdbzzqse', text: '被担保主债权数额与合同不符' },
      { group: '身份证明', text: '身份证明不清晰，请重新上传' },
    ];
    expect((await act('acceptance', id, 'return', { comments })).body.data).toMatchObject({ stage: 'correction', shzt: 11 });
    expect(await stored(id)).toMatchObject({ shzt: 11, kyy: 0, sh_xmsl_yj: '被担保主债权数额与合同不符；身份证明不清晰，请重新上传' });
    expect((await stage(id)).comments).toEqual(comments);
    expect(await act('acceptance', id, 'accept')).toMatchObject({ status: 409, body: { errmsg: '该申请已不在办理中（补正）' } });

    await registryAccepts(server.deps, id);
    expect(await stage(id)).toMatchObject({ stage: 'acceptance', actors: {} });
    await act('acceptance', id, 'accept');
    expect(await act('reviewer', id, 'reject', { opinions: { sh_xmsl_yj: ' ', sh_qjdc_yj: '' } })).toMatchObject({ status: 400, body: { errmsg: '请填写驳回意见' } });
    expect((await act('reviewer', id, 'reject', { opinions: { sh_xmsl_yj: '申请材料不全', sh_qjdc_yj: '界址不清' } })).body.data).toMatchObject({ stage: 'rejected', shzt: 21 });
    expect(await stored(id)).toMatchObject({ shzt: 21, sh_xmsl_yj: '申请材料不全', sh_qjdc_yj: '界址不清' });
    expect((await trail(id)).slice(-1)).toEqual(['审核不通过']);
    expect((await audited(id)).map((entry) => entry.action)).toEqual(['review.return', 'review.accept', 'review.reject']);
    expect(await told(id)).toEqual(['application.submitted', 'application.returned', 'application.submitted', 'application.accepted', 'application.rejected']);
  });

  it('does an action once per request id: the same id again answers the same and changes nothing; reused for another action it is refused', async () => {
    const { id } = await submitted();
    const requestId = crypto.randomUUID();
    const first = await act('acceptance', id, 'accept', {}, requestId);
    const again = await act('acceptance', id, 'accept', {}, requestId);
    expect(again).toMatchObject({ status: 200, body: { data: first.body.data } });
    expect(await act('reviewer', id, 'approve', {}, requestId)).toMatchObject({ status: 409, body: { errmsg: '该请求编号已用于另一操作' } });
    expect((await act('acceptance', id, 'accept', {}, 'not-a-uuid')).status).toBe(400);
    expect(await trail(id)).toEqual(['网上申请', '受理通过']);
    expect(await audited(id)).toHaveLength(1);
  });

  it('suspends and resumes: a suspended application takes no outcome', async () => {
    const { id } = await submitted();
    // A suspension carries its reason and expected resume day (docs/decisions/0073; tests/api/statutoryClock.test.ts).
    const suspension = { reason: '等待补充查档结果', resumeOn: '2099-01-04' };
    expect((await act('acceptance', id, 'suspend', suspension)).body.data).toMatchObject({ stage: 'acceptance', suspended: true });
    expect(await act('acceptance', id, 'accept')).toMatchObject({ status: 409, body: { errmsg: '该申请已挂起，请先恢复' } });
    expect((await act('acceptance', id, 'suspend', suspension)).status).toBe(409);
    expect((await act('acceptance', id, 'resume')).body.data).toMatchObject({ suspended: false });
    expect((await act('acceptance', id, 'accept')).status).toBe(200);
    expect((await audited(id)).map((entry) => entry.action)).toEqual(['review.suspend', 'review.resume', 'review.accept']);
  });

  it('lets one of two staff acting at once win; the other is told where the application is (on PostgreSQL from two server processes)', async () => {
    // Two reviewers approve the first review at once: one moves it on, the other gets a 409.
    const { id } = await submitted();
    await act('acceptance', id, 'accept');
    const second = databaseUrl ? await signInStaff(baseUrl, 'demo-reviewer2', 'demo-reviewer2-2026') : staff.reviewer2!;
    const answers = await Promise.all([
      act('reviewer', id, 'approve', { stage: 'firstReview' }),
      second.post<Envelope<Answer>>(`/staff/api/review/applications/${id}/approve`, { requestId: crypto.randomUUID(), stage: 'firstReview' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.errmsg).toBe('该申请现在“复审”环节，此操作已不能办理（可能已由他人办理）');
    expect(await stage(id)).toMatchObject({ stage: 'secondReview' });
    expect((await trail(id)).filter((step) => step === '初审通过')).toHaveLength(1);
    expect((await audited(id)).map((entry) => entry.action)).toEqual(['review.accept', 'review.approve']);
  });

  it("lists each role's queue with filters, the deadline and the overdue mark, page by page; claims, hands back and transfers; exports CSV without ID numbers", async () => {
    const region = `13${String(crypto.randomInt(1000, 9999))}`;
    const mine = await Promise.all([0, 1, 2].map(async () => {
      const { id, cardnum } = await submitted();
      await db().updateTable('applications').set({ xzqdm: region }).where('id', '=', id).execute();
      return { id, cardnum };
    }));
    await db().updateTable('review_cases').set({ deadline: new Date(Date.now() - 86_400_000) }).where('application_id', '=', mine[0]!.id).execute();
    type Row = { id: string; stage: string; stageName: string; deadline: string; overdue: boolean; claimed_by: string | null };
    const queue = (who: string, query: string) => staff[who]!.get<Envelope<{ rows: Row[] }>>(`/staff/api/review/queue?region=${region}&${query}`);

    const all = (await queue('acceptance', 'business=1001')).body.data.rows;
    // The overdue one first: nearest deadline first.
    expect(all.map((row) => row.id)).toHaveLength(3);
    expect(all[0]!.id).toBe(mine[0]!.id);
    expect(new Set(all.map((row) => row.id))).toEqual(new Set(mine.map((one) => one.id)));
    expect(all[0]).toMatchObject({ stage: 'acceptance', stageName: '受理', overdue: true });
    expect(all.slice(1).every((row) => !row.overdue)).toBe(true);
    expect((await queue('acceptance', 'overdue=1')).body.data.rows.map((row) => row.id)).toEqual([mine[0]!.id]);
    expect((await queue('acceptance', 'business=4001')).body.data.rows).toEqual([]);
    expect((await queue('reviewer', '')).body.data.rows).toEqual([]);
    // Page by page: the cursor is the last row's deadline and id.
    const first = (await queue('acceptance', 'limit=2')).body.data.rows;
    const last = first.at(-1)!;
    const next = (await queue('acceptance', `limit=2&after=${encodeURIComponent(`${last.deadline}|${last.id}`)}`)).body.data.rows;
    expect([...first, ...next].map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect((await queue('acceptance', 'region=abc')).status).toBe(400);

    const id = mine[1]!.id;
    const claim = (who: string, kind: string, body: Record<string, unknown> = {}) => staff[who]!.post<Envelope<{ claimed_by: string | null }>>(`/staff/api/review/applications/${id}/claim/${kind}`, body);
    expect((await claim('reviewer', 'claim')).status).toBe(403);
    expect((await claim('acceptance', 'handBack')).status).toBe(409);
    expect((await claim('acceptance', 'claim')).status).toBe(200);
    expect((await queue('acceptance', '')).body.data.rows.find((row) => row.id === id)?.claimed_by).toBe('demo-acceptance');
    const reviewer = await db().selectFrom('staff_accounts').select('id').where('username', '=', 'demo-reviewer').executeTakeFirstOrThrow();
    expect(await claim('acceptance', 'transfer', { to: reviewer.id })).toMatchObject({ status: 400, body: { errmsg: '请选择能办理该环节的在岗工作人员' } });
    expect((await claim('acceptance', 'handBack')).body.data).toEqual({ id, claimed_by: null });
    expect((await audited(id)).map((entry) => entry.action)).toEqual(['review.claim', 'review.handBack']);

    const csv = await fetch(`${server.url}/staff/api/review/queue.csv?region=${region}`, { headers: { cookie: staff.acceptance!.cookie } });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('"受理编号","业务","区域","申请人","环节","提交时间","法定办结期限","剩余工作日","已超期","认领人"');
    // China time, 是/否 (issue 31), never ISO or true/false.
    expect(text).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"/);
    expect(text).toContain('"否"');
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z|,false,|,true,/);
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text).toContain('"受理"');
    for (const { cardnum } of mine) expect(text).not.toContain(cardnum);
  });
});
