import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffFeedback, StaffFeedbackPage } from '../../engine/contract/staff/feedback';
import type { RunningServer } from '../../server/startServer';
import { signInStaff, type StaffClient } from '../support/staffClient';
import type { TestClient } from '../support/testClient';
import { signedInCitizen, startFilingServer } from './filingReviewFixtures';
import { apiBaseUrl, apiDatabaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const databaseUrl = apiDatabaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type CitizenItem = { id: string; status: number; replycontent: string; fknrstr: string; fksj: string };

describe.skipIf(!baseUrl)("the content editor's feedback inbox (issue 32)", () => {
  let server: RunningServer;
  let editor: StaffClient;
  let citizen: { client: TestClient; openid: string };
  beforeAll(async () => {
    server = await startFilingServer(databaseUrl);
    editor = await signInStaff(server.url, 'demo-content', 'demo-content-2026');
    citizen = await signedInCitizen(server.url, server.deps.db, 'sf');
  });
  afterAll(() => server?.close());

  const db = () => server.deps.db;
  /** A word no other test's feedback holds, so a search by it finds this test's rows alone. */
  const token = () => `标记${crypto.randomBytes(4).toString('hex')}`;
  const send = async (content: string) => {
    const sent = await citizen.client.post<{ state: number; data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content });
    expect(sent.body.state).toBe(1);
    return sent.body.data.id;
  };
  const inbox = async (query: string, who = editor) => {
    const answer = await who.get<Envelope<StaffFeedbackPage>>(`/staff/api/feedback?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const reply = (id: string, content: string, who = editor) => who.post<Envelope<StaffFeedback>>(`/staff/api/feedback/${id}/reply`, { content });

  it('lists unanswered first, then newest; searches by words and by status; pages by a keyset cursor', async () => {
    const word = token();
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) ids.push(await send(`第${i}条${word}：希望延长周六窗口时间`));
    // The two oldest answered: they come after every unanswered one, the newer of them first.
    expect((await reply(ids[0]!, '已延长')).status).toBe(200);
    expect((await reply(ids[1]!, '已延长')).status).toBe(200);
    const first = await inbox(`words=${encodeURIComponent(word)}`);
    expect(first.rows).toHaveLength(20);
    expect(first.next).toEqual(expect.any(String));
    const second = await inbox(`words=${encodeURIComponent(word)}&after=${encodeURIComponent(first.next!)}`);
    expect(second.next).toBeNull();
    const order = [...first.rows, ...second.rows].map((row) => row.id);
    expect(order).toEqual([...ids.slice(2).reverse(), ids[1], ids[0]]);
    expect(first.rows[0]).toMatchObject({ answered: false, reply: null, authorPhone: '138****0000', createdAt: expect.stringMatching(/Z$/) });
    expect(second.rows.at(-1)).toMatchObject({ answered: true, reply: '已延长', repliedBy: 'demo-content' });

    const answered = await inbox(`words=${encodeURIComponent(word)}&status=answered`);
    expect(answered.rows.map((row) => row.id)).toEqual([ids[1], ids[0]]);
    const unanswered = await inbox(`words=${encodeURIComponent(word)}&status=unanswered`);
    expect(unanswered.rows).toHaveLength(20);
    expect(unanswered.rows.every((row) => !row.answered)).toBe(true);
    // A word matches the reply too; LIKE's wildcards are taken as text.
    expect((await inbox(`words=${encodeURIComponent('已延长')}&status=answered`)).rows.map((row) => row.id)).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect((await inbox(`words=${encodeURIComponent(`${word}%`)}`)).rows).toEqual([]);
    for (const after of ['nonsense', '0|yesterday|abc', '0|2026-02-30 10:00:00+00|abc', `2|${first.next!.slice(2)}`]) expect((await editor.get(`/staff/api/feedback?after=${encodeURIComponent(after)}`)).status, after).toBe(400);
  });

  it('opens one feedback with the numbers masked, stores the reply, audits it, tells the citizen through the outbox, and the citizen reads it', async () => {
    const word = token();
    const id = await send(`${word} 我的电话13812345678，证书一直查不到`);
    const opened = await editor.get<Envelope<StaffFeedback>>(`/staff/api/feedback/${id}`);
    expect(opened.body.data).toMatchObject({ id, answered: false, authorPhone: '138****0000' });
    expect(opened.body.data.content).toContain('138****5678');
    expect(opened.body.data.content).not.toContain('13812345678');

    const text = '您好，证书信息将在登簿后5分钟内可查，请稍后再试。';
    const answer = await reply(id, `  ${text}  `);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ id, answered: true, reply: text, repliedBy: 'demo-content', repliedAt: expect.stringMatching(/Z$/) });

    const stored = await db().selectFrom('feedback').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 1, reply: text, replied_by: 'demo-content' });
    const audited = await db().selectFrom('staff_audit_log').select(['actor_username', 'actor_roles', 'after']).where('action', '=', 'feedback.reply').where('target', '=', id).execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_username: 'demo-content', actor_roles: ['content_editor'], after: { reply: text } });
    const told = await db().selectFrom('outbox_events').select(['kind', 'openid', 'link']).where('subject_id', '=', id).execute();
    expect(told).toEqual([{ kind: 'feedback.replied', openid: citizen.openid, link: `/my/feedBackDetail?id=${id}` }]);

    const detail = await citizen.client.post<Envelope<CitizenItem>>('/online/wx/apilist/getFeedBack', { id });
    expect(detail.body.data).toMatchObject({ status: 1, replycontent: text, fknrstr: text, fksj: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });

  it('refuses an empty reply (400) and a second reply (409) with their words, an unknown feedback 404, and tells the citizen once', async () => {
    const id = await send(`${token()} 预约页面希望增加周末时段`);
    const empty = await reply(id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errmsg).toBe('回复内容不能为空');
    expect((await reply(id, '好的'.repeat(1001))).body.errmsg).toBe('回复内容不能超过2000个字');
    expect((await reply(id, '已增加周六上午时段')).status).toBe(200);
    const again = await reply(id, '改一下');
    expect(again.status).toBe(409);
    expect(again.body.errmsg).toBe('该意见反馈已回复，不能再次回复');
    expect((await db().selectFrom('feedback').select('reply').where('id', '=', id).executeTakeFirstOrThrow()).reply).toBe('已增加周六上午时段');
    expect(await db().selectFrom('outbox_events').select('id').where('subject_id', '=', id).execute()).toHaveLength(1);
    expect((await reply('0'.repeat(32), '您好')).status).toBe(404);
    expect((await editor.get(`/staff/api/feedback/${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('is refused to a role without the page (403) and to a citizen (401)', async () => {
    const id = await send(`${token()} 无权限测试`);
    const reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
    expect((await reviewer.get('/staff/api/feedback')).status).toBe(403);
    expect((await reviewer.get(`/staff/api/feedback/${id}`)).status).toBe(403);
    expect((await reply(id, '您好', reviewer)).status).toBe(403);
    expect((await citizen.client.request('GET', '/staff/api/feedback')).status).toBe(401);
    expect((await db().selectFrom('feedback').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe(0);
    // The content editor's page is listed for them.
    const me = await editor.get<Envelope<{ pages: string[] }>>('/staff/api/me');
    expect(me.body.data.pages).toContain('feedback');
  });
});
