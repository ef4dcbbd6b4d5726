import crypto from 'node:crypto';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import { registryAccepts } from '../support/registryAccepts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/startServer';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer, withRegistrableRecords } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type CaseFile = {
  actions: string[];
  sendBackTo: Array<{ id: string }>;
  opinions: Record<string, { title: string; default: string }>;
  claim: { holder: string | null; mine: boolean; releaseRequestedBy: string | null; may: string[] };
  trail: Array<{ activity: string; opinion: string | null; actor: string | null; role: string | null }>;
};

describe.skipIf(!baseUrl)('the work queue and the stages: a claim reserves, every stage sends back, opinions, offered actions (issue 29)', () => {
  let server: RunningServer;
  const staff: Record<string, StaffClient> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    for (const name of ['acceptance', 'reviewer', 'reviewer2', 'registrar', 'certificate']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
    // A supervisor of this file's own: demo-admin enrols its second factor in whichever file signs it in
    // first on the shared server, and another file would not know the secret.
    await staffRepository.insert(server.deps.db, { username: 'claims-admin', name: '主管（测试）', password_hash: await hashStaffPassword('claims-admin-2026'), roles: ['system_admin'] });
    staff.admin = await signInStaff(server.url, 'claims-admin', 'claims-admin-2026');
    for (const row of await server.deps.db.selectFrom('staff_accounts').select(['id', 'username']).execute()) ids[row.username.replace(/^demo-/, '')] = row.id;
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const reviewCase = (id: string) => db().selectFrom('review_cases').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
  const act = async (who: string, id: string, action: string, body: Record<string, unknown> = {}) =>
    staff[who]!.post<Envelope<{ stage: string }>>(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage: (await reviewCase(id)).stage, ...body });
  const claim = (who: string, id: string, kind: string, body: Record<string, unknown> = {}) => staff[who]!.post<Envelope<{ claimed_by: string | null }>>(`/staff/api/review/applications/${id}/claim/${kind}`, body);
  const caseFile = async (who: string, id: string) => (await staff[who]!.get<Envelope<CaseFile>>(`/staff/api/review/applications/${id}`)).body.data;
  const submitted = async (prodefid = '2001') => {
    const citizen = await signedInCitizen(server.url, db(), 'cl');
    const id = await insertApplication(db(), citizen.openid, { prodefid, name: '预购商品房预告登记' });
    if (prodefid === '2001') await withRegistrableRecords(db(), id);
    await registryAccepts(server.deps, id);
    return id;
  };
  const atFirstReview = async () => {
    const id = await submitted();
    expect((await act('acceptance', id, 'accept')).status).toBe(200);
    return id;
  };

  it('refuses a press on a case another member holds, claimed or transferred to them, naming the holder; the holder acts', async () => {
    const id = await atFirstReview();
    expect((await claim('reviewer', id, 'claim')).status).toBe(200);
    expect(await act('reviewer2', id, 'approve')).toMatchObject({ status: 409, body: { errmsg: '该申请已由“demo-reviewer”认领，只有认领人可以办理；可请其释放，或请主管释放' } });
    expect(await claim('reviewer2', id, 'claim')).toMatchObject({ status: 409, body: { errmsg: expect.stringContaining('demo-reviewer') } });
    expect((await claim('reviewer2', id, 'transfer', { to: ids.reviewer2 })).status).toBe(409);
    expect((await caseFile('reviewer2', id)).actions).toEqual([]);
    // The holder transfers it to a colleague: now the colleague alone acts, the one who transferred it no longer.
    expect((await claim('reviewer', id, 'transfer', { to: ids.reviewer2 })).body.data).toEqual({ id, claimed_by: ids.reviewer2 });
    expect(await act('reviewer', id, 'approve')).toMatchObject({ status: 409, body: { errmsg: expect.stringContaining('“demo-reviewer2”认领') } });
    expect((await reviewCase(id)).stage).toBe('firstReview');
    expect((await act('reviewer2', id, 'approve')).body.data).toMatchObject({ stage: 'secondReview' });
    // A new stage is unclaimed.
    expect((await reviewCase(id)).claimed_by).toBeNull();
  });

  it('records a release request for the holder to see; the holder or a supervisor releases it', async () => {
    const id = await atFirstReview();
    await claim('reviewer', id, 'claim');
    expect((await caseFile('reviewer2', id)).claim).toMatchObject({ holder: 'demo-reviewer', mine: false, may: ['requestRelease'] });
    expect((await claim('reviewer2', id, 'requestRelease')).status).toBe(200);
    expect((await caseFile('reviewer', id)).claim).toMatchObject({ holder: 'demo-reviewer', mine: true, releaseRequestedBy: 'demo-reviewer2', may: ['handBack', 'transfer', 'release'] });
    expect((await claim('reviewer2', id, 'release')).status).toBe(409);
    // The supervisors' page lists it (docs/decisions/0081): who holds it, who asked; a stage member may not read the list.
    type Requests = { requests: Array<{ id: string; stage: string; stageName: string; holder: string; askedBy: string; askedAt: string }> };
    const pending = async () => (await staff.admin!.get<Envelope<Requests>>('/staff/api/review/releaseRequests')).body.data.requests.filter((row) => row.id === id);
    expect(await pending()).toEqual([expect.objectContaining({ id, stage: 'firstReview', stageName: '初审', holder: 'demo-reviewer', askedBy: 'demo-reviewer2', askedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) })]);
    expect((await staff.reviewer!.get('/staff/api/review/releaseRequests')).status).toBe(403);
    // The supervisor may pick whom to transfer it to: the stage's members.
    const colleagues = await staff.admin!.get<Envelope<{ colleagues: Array<{ username: string }> }>>(`/staff/api/review/applications/${id}/colleagues`);
    expect(colleagues.body.data.colleagues.map((member) => member.username)).toEqual(expect.arrayContaining(['demo-reviewer', 'demo-reviewer2']));
    // The supervisor (staff.supervisors: system_admin) releases it, audited; the request is settled with it.
    expect((await claim('admin', id, 'release')).body.data).toEqual({ id, claimed_by: null });
    expect(await reviewCase(id)).toMatchObject({ claimed_by: null, release_requested_by: null });
    expect(await pending()).toEqual([]);
    const audited = await db().selectFrom('staff_audit_log').select(['actor_username', 'action']).where('target', '=', id).where('action', 'like', 'review.%').orderBy('id').execute();
    expect(audited.map((entry) => `${entry.actor_username} ${entry.action}`)).toEqual(['demo-acceptance review.accept', 'demo-reviewer review.claim', 'demo-reviewer2 review.requestRelease', 'claims-admin review.release']);
    // A supervisor outside the stage neither claims nor acts.
    expect((await claim('admin', id, 'claim')).status).toBe(403);
  });

  it('lists the colleagues a case may be transferred to: active members of its stage, to its stage members only', async () => {
    const id = await atFirstReview();
    const answer = await staff.reviewer!.get<Envelope<{ colleagues: Array<{ id: string; username: string }> }>>(`/staff/api/review/applications/${id}/colleagues`);
    expect(answer.body.data.colleagues.map((member) => member.username)).toContain('demo-reviewer2');
    expect(answer.body.data.colleagues.map((member) => member.username)).not.toContain('demo-acceptance');
    expect(answer.body.data.colleagues.map((member) => member.username)).not.toContain('demo-reviewer');
    expect((await staff.acceptance!.get(`/staff/api/review/applications/${id}/colleagues`)).status).toBe(403);
  });

  it('sends back from every stage to an earlier one with a reason, the registrar and the certificate clerk included; return and reject work at 登簿', async () => {
    const id = await atFirstReview();
    expect(await act('reviewer', id, 'sendBack', { target: 'acceptance' })).toMatchObject({ status: 400, body: { errmsg: '请填写退回原因' } });
    expect(await act('reviewer', id, 'sendBack', { target: 'registration', reason: '需补查' })).toMatchObject({ status: 400, body: { errmsg: '请选择要退回的前序环节' } });
    expect((await act('reviewer', id, 'sendBack', { target: 'acceptance', reason: '受理材料需核对' })).body.data).toMatchObject({ stage: 'acceptance' });
    await act('acceptance', id, 'accept');
    await act('reviewer', id, 'approve');
    expect((await act('reviewer2', id, 'sendBack', { target: 'firstReview', reason: '初审意见不完整' })).body.data).toMatchObject({ stage: 'firstReview' });
    await act('reviewer', id, 'approve');
    await act('reviewer2', id, 'approve');
    expect((await caseFile('registrar', id)).sendBackTo.map((stage) => stage.id)).toEqual(['acceptance', 'firstReview', 'secondReview']);
    expect((await act('registrar', id, 'sendBack', { target: 'secondReview', reason: '复审需补充意见' })).body.data).toMatchObject({ stage: 'secondReview' });
    await act('reviewer2', id, 'approve');
    await act('registrar', id, 'register');
    expect((await act('certificate', id, 'sendBack', { target: 'registration', reason: '登簿信息需复核' })).body.data).toMatchObject({ stage: 'registration' });
    const trail = (await caseFile('registrar', id)).trail.filter((step) => step.activity.startsWith('退回')).map(({ activity, opinion, actor, role }) => ({ activity, opinion, actor, role }));
    expect(trail).toEqual([
      { activity: '退回受理', opinion: '受理材料需核对', actor: 'demo-reviewer', role: 'reviewer' },
      { activity: '退回初审', opinion: '初审意见不完整', actor: 'demo-reviewer2', role: 'reviewer' },
      { activity: '退回复审', opinion: '复审需补充意见', actor: 'demo-registrar', role: 'registrar' },
      { activity: '退回登簿', opinion: '登簿信息需复核', actor: 'demo-certificate', role: 'certificate_clerk' },
    ]);
    // At 登簿 the registrar returns for correction (no more "可能已由他人办理").
    expect((await act('registrar', id, 'return', { comments: [{ text: '请补充购房合同' }] })).body.data).toMatchObject({ stage: 'correction' });
    // A press the stage does not have says so, blaming nobody.
    const other = await atFirstReview();
    expect(await act('reviewer', other, 'register')).toMatchObject({ status: 409, body: { errmsg: '“初审”环节没有此操作' } });
  });

  it('records every outcome with its opinion (the configured default when left out) and who acted in which role', async () => {
    const id = await submitted();
    expect((await caseFile('acceptance', id)).opinions.accept).toEqual({ title: '受理意见', default: '经审查，申请材料齐全，符合受理条件，予以受理。' });
    await act('acceptance', id, 'accept');
    await act('reviewer', id, 'approve', { opinion: '材料齐全，同意。' });
    const trail = (await caseFile('reviewer', id)).trail.slice(-2).map(({ activity, opinion, actor, role }) => ({ activity, opinion, actor, role }));
    expect(trail).toEqual([
      { activity: '受理通过', opinion: '受理意见：经审查，申请材料齐全，符合受理条件，予以受理。', actor: 'demo-acceptance', role: 'acceptance_clerk' },
      { activity: '初审通过', opinion: '初审意见：材料齐全，同意。', actor: 'demo-reviewer', role: 'reviewer' },
    ]);
  });

  it('offers only what the server would take: the first reviewer is not offered the second review', async () => {
    const id = await atFirstReview();
    expect((await caseFile('reviewer', id)).actions).toEqual(['approve', 'return', 'reject', 'sendBack', 'suspend']);
    expect((await caseFile('acceptance', id)).actions).toEqual([]);
    await act('reviewer', id, 'approve');
    expect((await caseFile('reviewer', id)).actions).toEqual(['suspend']);
    expect((await caseFile('reviewer2', id)).actions).toEqual(['approve', 'return', 'reject', 'sendBack', 'suspend']);
    const row = async (who: string) => (await staff[who]!.get<Envelope<{ rows: Array<{ id: string; actions: string[] }> }>>('/staff/api/review/queue?stage=secondReview&limit=200')).body.data.rows.find((one) => one.id === id);
    expect((await row('reviewer'))?.actions).toEqual(['suspend']);
    expect((await row('reviewer2'))?.actions).toContain('approve');
  });

  it('previews what 登簿 writes without writing, to the registrar', async () => {
    const id = await atFirstReview();
    type Preview = { kind: string | null; lines: unknown[]; missing?: string };
    expect((await staff.registrar!.get<Envelope<Preview>>(`/staff/api/review/applications/${id}/registerPreview`)).body.data).toMatchObject({ kind: '新增预告登记', lines: expect.arrayContaining([expect.objectContaining({ text: expect.stringContaining('预告买方') })]) });
    const mortgage = await submitted('1001');
    const preview = (await staff.registrar!.get<Envelope<Preview>>(`/staff/api/review/applications/${mortgage}/registerPreview`)).body.data;
    expect(preview).toMatchObject({ kind: '新增抵押登记', missing: expect.any(String) });
    expect((await staff.reviewer!.get(`/staff/api/review/applications/${id}/registerPreview`)).status).toBe(403);
  });

  it('lets one of two members act on a claimed case at once: the holder (on PostgreSQL from two server processes)', async () => {
    // Two claims at once: one holds it, the other is told who does.
    const id = await atFirstReview();
    const second = databaseUrl ? await signInStaff(baseUrl, 'demo-reviewer2', 'demo-reviewer2-2026') : staff.reviewer2!;
    const claims = await Promise.all([claim('reviewer', id, 'claim'), second.post<Envelope>(`/staff/api/review/applications/${id}/claim/claim`, {})]);
    expect(claims.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const holder = (await reviewCase(id)).claimed_by === ids.reviewer ? 'reviewer' : 'reviewer2';
    const holderClient = holder === 'reviewer' ? staff.reviewer! : second;
    const otherClient = holder === 'reviewer' ? second : staff.reviewer!;
    // Both approve at once: only the holder's press lands, once.
    const press = (client: StaffClient) => client.post<Envelope>(`/staff/api/review/applications/${id}/approve`, { requestId: crypto.randomUUID(), stage: 'firstReview' });
    const [mine, theirs] = await Promise.all([press(holderClient), press(otherClient)]);
    expect([mine.status, theirs.status]).toEqual([200, 409]);
    expect(theirs.body.errmsg).toMatch(/认领|复审/);
    const trail = await db().selectFrom('application_trail').select('activity_name').where('application_id', '=', id).where('activity_name', '=', '初审通过').execute();
    expect(trail).toHaveLength(1);
  });
});
