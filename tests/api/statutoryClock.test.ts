import crypto from 'node:crypto';
import { registryAccepts } from '../support/registryAccepts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import reference from '../../schemas/appointments/reference.json';
import { hallCalendar } from '../../engine/calendar/workingDays';
import { statutoryDeadline, workingDaysLeft } from '../../engine/workflow/statutoryDeadline';
import type { RunningServer } from '../../server/startServer';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type Clock = { deadline: string; daysLeft: number; overdue: boolean; suspended: boolean };

const DAY_MS = 86_400_000;
// The hall's one calendar, as the server reads it (holidays and worked weekend days of schemas/appointments).
const calendar = hallCalendar(reference);
// A first mortgage (1001): five working days (schemas/workflow/review.json).
const DAYS = 5;
const chinaDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe.skipIf(!baseUrl)('the statutory clock: 挂起 and 恢复 with reason and date, the citizen told, time suspended or in 补正 not counted (issue 29)', () => {
  let server: RunningServer;
  let clerk: StaffClient;
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    clerk = await signInStaff(server.url, 'demo-acceptance', 'demo-acceptance-2026');
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const caseOf = (id: string) => db().selectFrom('review_cases').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
  const trail = (id: string) => db().selectFrom('application_trail').select(['activity_name', 'opinion']).where('application_id', '=', id).orderBy('id').execute();
  const told = (id: string) => db().selectFrom('outbox_events').select(['kind', 'params']).where('subject_id', '=', id).orderBy('created_at').execute();
  const act = async (id: string, action: string, body: Record<string, unknown> = {}) =>
    clerk.post<Envelope>(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage: (await caseOf(id)).stage, ...body });
  const caseFile = async (id: string) => (await clerk.get<Envelope<{ application: Clock }>>(`/staff/api/review/applications/${id}`)).body.data.application;
  const accept = (id: string) => registryAccepts(server.deps, id);
  const submitted = async () => {
    const { openid } = await signedInCitizen(server.url, db(), 'clock');
    const id = await insertApplication(db(), openid);
    await accept(id);
    return id;
  };
  /** The case's clock started `daysAgo` calendar days ago, its deadline what that start gives. */
  const startedAgo = async (id: string, daysAgo: number) => {
    const started = new Date(Date.now() - daysAgo * DAY_MS);
    await db().updateTable('review_cases').set({ clock_started_at: started, deadline: statutoryDeadline(calendar, DAYS, started) }).where('application_id', '=', id).execute();
    return started;
  };

  it('a suspension needs its reason and expected resume day: without them 400 and nothing changes', async () => {
    const id = await submitted();
    const tomorrow = chinaDate(new Date(Date.now() + DAY_MS));
    const missing = [{}, { reason: '等待法院裁定' }, { resumeOn: tomorrow }, { reason: '   ', resumeOn: tomorrow }, { reason: '等待法院裁定', resumeOn: 'soon' }];
    for (const body of missing) expect(await act(id, 'suspend', body)).toMatchObject({ status: 400, body: { errmsg: expect.stringMatching(/挂起原因和预计恢复日期|参数|格式/) } });
    expect(await act(id, 'suspend', { reason: '等待法院裁定', resumeOn: '2020-01-01' })).toMatchObject({ status: 400, body: { errmsg: '预计恢复日期不能早于今天' } });
    expect(await caseOf(id)).toMatchObject({ suspended_at: null, pauses: [] });
    expect((await trail(id)).map((step) => step.activity_name)).toEqual(['网上申请']);
    expect((await told(id)).map((event) => event.kind)).toEqual(['application.submitted']);
  });

  it('suspends with its words in the trail and to the citizen, stands the clock still, and resumes with the deadline moved by the time suspended', async () => {
    const id = await submitted();
    const started = await startedAgo(id, 30);
    const resumeOn = chinaDate(new Date(Date.now() + 7 * DAY_MS));
    expect(await act(id, 'suspend', { reason: '等待法院裁定', resumeOn })).toMatchObject({ status: 200, body: { data: { stage: 'acceptance', suspended: true } } });
    expect((await trail(id)).at(-1)).toEqual({ activity_name: '挂起', opinion: `等待法院裁定（预计${resumeOn}恢复办理）` });
    expect((await told(id)).at(-1)).toMatchObject({ kind: 'application.suspended', params: { reason: '等待法院裁定', resumeOn } });

    // Suspended the day after it started (as if the clock had been read then), now far past the deadline its start gave: not overdue while suspended.
    const suspendedAt = new Date(Date.now() - 29 * DAY_MS);
    await db().updateTable('review_cases').set({ suspended_at: suspendedAt }).where('application_id', '=', id).execute();
    const before = await caseOf(id);
    expect(before.deadline.getTime()).toBeLessThan(Date.now());
    expect(await caseFile(id)).toMatchObject({ suspended: true, overdue: false, daysLeft: workingDaysLeft(calendar, before.deadline, suspendedAt) });
    const queue = await clerk.get<Envelope<{ rows: Array<Clock & { id: string }> }>>('/staff/api/review/queue?state=suspended&limit=200');
    expect(queue.body.data.rows.find((row) => row.id === id)).toMatchObject({ suspended: true, overdue: false });
    const overdue = await clerk.get<Envelope<{ rows: Array<{ id: string }> }>>('/staff/api/review/queue?overdue=1&limit=200');
    expect(overdue.body.data.rows.map((row) => row.id)).not.toContain(id);

    expect(await act(id, 'resume')).toMatchObject({ status: 200, body: { data: { suspended: false } } });
    const after = await caseOf(id);
    expect(after.pauses).toEqual([{ from: suspendedAt.toISOString(), to: expect.any(String), kind: 'suspended' }]);
    const resumedAt = new Date(after.pauses[0]!.to);
    expect(Math.abs(resumedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(after.deadline).toEqual(statutoryDeadline(calendar, DAYS, started, [{ from: suspendedAt, to: resumedAt }]));
    expect(after.deadline.getTime()).toBeGreaterThan(Date.now());
    expect(await caseFile(id)).toMatchObject({ suspended: false, deadline: after.deadline.toISOString(), daysLeft: workingDaysLeft(calendar, after.deadline, new Date()) });
    expect((await trail(id)).at(-1)).toMatchObject({ activity_name: '恢复办理' });
    expect((await told(id)).at(-1)).toMatchObject({ kind: 'application.resumed' });
  });

  it('a resubmission after 补正 continues the clock: the citizen’s time is not counted against the registry', async () => {
    const id = await submitted();
    const started = await startedAgo(id, 30);
    expect((await act(id, 'return', { comments: [{ text: '请补充身份证明' }] })).status).toBe(200);
    const returnedAt = new Date(Date.now() - 29 * DAY_MS);
    await db().updateTable('review_cases').set({ stage_since: returnedAt }).where('application_id', '=', id).execute();

    await accept(id);
    const after = await caseOf(id);
    expect(after).toMatchObject({ stage: 'acceptance', clock_started_at: started, pauses: [{ from: returnedAt.toISOString(), to: expect.any(String), kind: 'correction' }] });
    const resubmittedAt = new Date(after.pauses[0]!.to);
    expect(after.deadline).toEqual(statutoryDeadline(calendar, DAYS, started, [{ from: returnedAt, to: resubmittedAt }]));
    // Overdue had the citizen's month counted; in time now.
    expect(statutoryDeadline(calendar, DAYS, started).getTime()).toBeLessThan(Date.now());
    expect(after.deadline.getTime()).toBeGreaterThan(Date.now());
  });
});
