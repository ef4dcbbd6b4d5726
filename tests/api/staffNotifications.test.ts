import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffNotification, StaffNotifications } from '../../engine/contract/staff/notifications';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { createNotificationJobs } from '../../server/backoffice/notifications/service';
import { chinaDay } from '../../server/backoffice/notifications/chinaDay';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import { workflowConfig } from '../../server/schemas/workflowConfig';
import type { RunningServer } from '../../server/startServer';
import { registryAccepts } from '../support/registryAccepts';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { insertApplication, signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };

describe.skipIf(!baseUrl)('staff notifications: work arriving in a queue, the daily digest, the admin told of dead letters and a backlog (issue 31)', () => {
  let server: RunningServer;
  const staff: Record<string, StaffClient> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    for (const name of ['acceptance', 'reviewer', 'reviewer2']) staff[name] = await signInStaff(server.url, `demo-${name}`, `demo-${name}-2026`);
    // An admin of this file's own (the demo admin's second factor is enrolled by whichever file signs it in first).
    await staffRepository.insert(server.deps.db, { username: 'tell-admin', name: '管理员（通知测试）', password_hash: await hashStaffPassword('tell-admin-2026'), roles: ['system_admin'] });
    staff.admin = await signInStaff(server.url, 'tell-admin', 'tell-admin-2026');
    for (const row of await server.deps.db.selectFrom('staff_accounts').select(['id', 'username']).execute()) ids[row.username.replace(/^demo-/, '')] = row.id;
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  const jobs = (settings: Partial<Parameters<typeof createNotificationJobs>[2]> = {}) =>
    createNotificationJobs(db(), () => workflowConfig(server.deps.schemas), { digestHour: 0, backlogCount: 100, backlogMinutes: 15, ...settings });
  const stageOf = async (id: string) => (await db().selectFrom('review_cases').select('stage').where('application_id', '=', id).executeTakeFirstOrThrow()).stage;
  const act = async (who: string, id: string, action: string, body: Record<string, unknown> = {}) => {
    const answer = await staff[who]!.post(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage: await stageOf(id), ...body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };
  const page = async (who: string, query = '') => {
    const answer = await staff[who]!.get<Envelope<StaffNotifications>>(`/staff/api/notifications${query}`);
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  /**
   * A member's notices that match, newest first, through every page: the database is shared with the
   * other API files, whose cases tell the demo members too, so a notice of this file's may be pages down.
   */
  const noticesOf = async (who: string, matches: (notice: StaffNotification) => boolean) => {
    const found: StaffNotification[] = [];
    for (let before = ''; ; ) {
      const { list, next } = await page(who, `?limit=100${before && `&before=${before}`}`);
      found.push(...list.filter(matches));
      if (!next) return found;
      before = next;
    }
  };
  /** What a member was told about one case, oldest first. */
  const toldAbout = async (who: string, id: string) => (await noticesOf(who, (notice) => notice.applicationId === id)).map((notice) => notice.kind).reverse();
  const submitted = async () => {
    const citizen = await signedInCitizen(server.url, db(), 'tn');
    const id = await insertApplication(db(), citizen.openid);
    await registryAccepts(server.deps, id);
    return id;
  };

  it('tells the acceptance clerks of a new case and of its resubmission after 补正, and no one else', async () => {
    const id = await submitted();
    expect(await toldAbout('acceptance', id)).toEqual(['submitted']);
    for (const other of ['reviewer', 'reviewer2', 'admin']) expect(await toldAbout(other, id), other).toEqual([]);
    const [notice] = (await page('acceptance')).list.filter((row) => row.applicationId === id);
    expect(notice).toMatchObject({ kind: 'submitted', business: '一般抵押权首次登记', read: false, createdAt: expect.stringMatching(/Z$/) });

    await act('acceptance', id, 'return', { comments: [{ form: 'dyxx', field: 'bdbzzqse', text: '数额与合同不符' }] });
    await registryAccepts(server.deps, id);
    expect(await toldAbout('acceptance', id)).toEqual(['submitted', 'resubmitted']);
    expect(await toldAbout('reviewer', id)).toEqual([]);
  });

  it('tells the member who acted in the stage a case is sent back to, and the member a claim is transferred to', async () => {
    const id = await submitted();
    await act('acceptance', id, 'accept');
    expect((await page('acceptance', '?limit=1')).list[0]).toMatchObject({ applicationId: id, kind: 'submitted', prolsh: expect.stringMatching(/^DJ/) });
    // Claimed by the first reviewer and transferred to the second: only the second is told.
    expect((await staff.reviewer!.post(`/staff/api/review/applications/${id}/claim/claim`)).status).toBe(200);
    expect((await staff.reviewer!.post(`/staff/api/review/applications/${id}/claim/transfer`, { to: ids.reviewer2 })).status).toBe(200);
    expect(await toldAbout('reviewer2', id)).toEqual(['transferred']);
    expect(await toldAbout('reviewer', id)).toEqual([]);

    await act('reviewer2', id, 'sendBack', { reason: '材料需重新受理', target: 'acceptance' });
    expect(await toldAbout('acceptance', id)).toEqual(['submitted', 'sentBack']);
    expect(await toldAbout('reviewer', id)).toEqual([]);
    expect(await toldAbout('admin', id)).toEqual([]);
  });

  it('lists newest first a page at a time and marks read only the member’s own', async () => {
    const [first, second] = [await submitted(), await submitted()];
    const top = await page('acceptance', '?limit=1');
    expect(top.list.map((notice) => notice.applicationId)).toEqual([second]);
    expect(top.next).toBe(top.list[0]!.id);
    expect((await page('acceptance', `?limit=1&before=${top.next}`)).list.map((notice) => notice.applicationId)).toEqual([first]);

    const unread = top.unread;
    expect(unread).toBeGreaterThanOrEqual(2);
    // Another member's ids are left alone.
    expect((await staff.reviewer!.post<Envelope<{ unread: number }>>('/staff/api/notifications/read', { ids: [top.list[0]!.id] })).status).toBe(200);
    expect((await page('acceptance')).unread).toBe(unread);
    expect((await staff.acceptance!.post<Envelope<{ unread: number }>>('/staff/api/notifications/read', { ids: [top.list[0]!.id] })).body.data).toEqual({ unread: unread - 1 });
    expect((await page('acceptance', '?limit=1')).list[0]).toMatchObject({ applicationId: second, read: true });
    expect((await staff.acceptance!.post<Envelope<{ unread: number }>>('/staff/api/notifications/read', { all: true })).body.data).toEqual({ unread: 0 });
    expect((await staff.acceptance!.post('/staff/api/notifications/read', { ids: ['x'] })).status).toBe(400);
    expect((await fetch(`${server.url}/staff/api/notifications`)).status).toBe(401);
  });

  it('sends each member one digest a day of the cases overdue by the end of tomorrow, even from two passes at once', async () => {
    const id = await submitted();
    const at = new Date();
    // Due at noon tomorrow, China time: overdue by tomorrow's end.
    await db().updateTable('review_cases').set({ deadline: new Date(chinaDay(at, 1).start.getTime() + 12 * 3_600_000) }).where('application_id', '=', id).execute();
    const key = `digest:${chinaDay(at).date}`;
    expect(await jobs({ digestHour: 23 }).digest(new Date(`${chinaDay(at).date}T22:59:00+08:00`))).toBe(0);
    await Promise.all([jobs().digest(at), jobs().digest(at), jobs().digest(at)]);
    await jobs().digest(at);
    const digests = await db().selectFrom('staff_notifications').select(['staff_id', 'params']).where('dedupe_key', '=', key).execute();
    const perMember = (member: string) => digests.filter((row) => row.staff_id === ids[member]);
    expect(perMember('acceptance')).toHaveLength(1);
    expect(perMember('acceptance')[0]!.params).toMatchObject({ date: chinaDay(at, 1).date, count: expect.any(Number) });
    // The reviewers have nothing in their stages due (their cases are elsewhere), so no digest.
    expect(perMember('admin')).toHaveLength(0);
    expect((await noticesOf('acceptance', (notice) => notice.kind === 'digest' && notice.params.date === chinaDay(at, 1).date))[0]).toMatchObject({ applicationId: null });
  });

  it('tells the system admin once of each dead letter and of a backed-up outbox, and no one else', async () => {
    const event = await db()
      .insertInto('outbox_events')
      .values({ event_key: `test.tell:${crypto.randomUUID()}`, kind: 'booking.made', openid: 'tell-citizen', params: JSON.stringify({ serial: 'X1' }), link: '/record' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dead = await db()
      .insertInto('outbox_deliveries')
      .values({ event_id: event.id, channel: 'sms', idempotency_key: `${event.id}:sms`, state: 'dead', attempts: 8, last_error: 'gateway timeout' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await Promise.all([jobs().watchOutbox(new Date()), jobs().watchOutbox(new Date())]);
    const deadNotices = (who: string) => noticesOf(who, (notice) => notice.kind === 'deadLetter' && notice.params.delivery === String(dead.id));
    expect(await deadNotices('admin')).toHaveLength(1);
    expect((await deadNotices('admin'))[0]).toMatchObject({ params: { channel: 'sms', event: 'booking.made' } });
    for (const other of ['acceptance', 'reviewer']) expect(await deadNotices(other)).toHaveLength(0);

    // Two deliveries waiting past the threshold's minutes (not due for a while, so the worker leaves them).
    const waiting = async () =>
      db()
        .insertInto('outbox_deliveries')
        .values({ event_id: event.id, channel: 'wechat', idempotency_key: `${event.id}:${crypto.randomUUID()}`, next_attempt_at: new Date(Date.now() + 3_600_000), created_at: new Date(Date.now() - 20 * 60_000) })
        .execute();
    await waiting();
    await waiting();
    const backlog = (who: string) => noticesOf(who, (notice) => notice.kind === 'outboxBacklog');
    await jobs({ backlogCount: 1000 }).watchOutbox(new Date());
    expect(await backlog('admin')).toHaveLength(0);
    await Promise.all([jobs({ backlogCount: 2 }).watchOutbox(new Date()), jobs({ backlogCount: 2 }).watchOutbox(new Date())]);
    expect(await backlog('admin')).toHaveLength(1);
    expect((await backlog('admin'))[0]!.params).toMatchObject({ count: expect.any(Number), minutes: 15 });
    expect(await backlog('acceptance')).toHaveLength(0);
  });
});
