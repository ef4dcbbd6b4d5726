import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { createFeedbackRepository } from '../../server/feedback/repository';
import { createFreshDatabase } from '../support/freshPostgres';
import { signInStaff, StaffClient } from '../support/staffClient';
import { newSignedInUser, TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

type Item = { id: string; content: string; yjnrstr: string; replycontent: string; fknrstr: string; status: number; tjsj: string; fksj: string };
type Envelope<T> = { errcode: string; errmsg: string; data: T };

/** The content editor, signed in on the shared server (the inbox replaced the clerk's API, issue 32). */
const contentEditor = () => signInStaff(baseUrl, 'demo-content', 'demo-content-2026');
type StaffOpened = Envelope<{ content: string; answered: boolean }>;

describe.skipIf(!baseUrl)('feedback, common questions and contact us', () => {
  it('refuses empty content with state -1 and the specification wording, storing nothing', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fb');
    const empty = await client.post('/online/wx/apilist/sendSaveFeedback', { content: '   ' });
    expect(empty).toMatchObject({ status: 400, body: { state: -1, msg: '警告：信息不完整，请补充完整' } });
    const list = await client.post<Envelope<{ total: number }>>('/online/wx/apilist/getFeedBackListPage');
    expect(list.body.data.total).toBe(0);
  });

  it('saves feedback cut to 200 characters, lists it newest first 15 a page, and shows the detail', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fb');
    const long = '建议'.repeat(150);
    const first = await client.post<{ state: number; msg: string; data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content: long });
    expect(first.body).toMatchObject({ state: 1, msg: '提交成功' });
    for (let i = 0; i < 16; i += 1) {
      const path = i % 2 ? '/online/wx/apilist/addSugge' : '/online/wx/apilist/sendSaveFeedback';
      expect((await client.post(path, { content: `第${i + 1}条意见：希望延长周六窗口办公时间` })).status).toBe(200);
    }
    const page1 = await client.post<Envelope<{ list: Item[]; total: number; rows: number }>>('/online/wx/apilist/getFeedBackListPage', { page: 1 });
    expect(page1.body.data.total).toBe(17);
    expect(page1.body.data.list).toHaveLength(15);
    expect(page1.body.data.list[0]!.content).toContain('第16条意见');
    const page2 = await client.post<Envelope<{ list: Item[] }>>('/online/wx/apilist/getSuggeList', { page: 2 });
    expect(page2.body.data.list).toHaveLength(2);
    expect(page2.body.data.list.at(-1)!.id).toBe(first.body.data.id);

    const detail = await client.post<Envelope<Item>>('/online/wx/apilist/getFeedBack', { id: first.body.data.id });
    expect(Array.from(detail.body.data.content)).toHaveLength(200);
    expect(detail.body.data).toMatchObject({ status: 0, replycontent: '', fksj: '' });
    expect(detail.body.data.tjsj).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await client.post('/online/wx/apilist/getSugge', { id: first.body.data.id })).body).toMatchObject({ errcode: '00' });
  });

  it("gives feedback unguessable ids, and answers another user's feedback and an unknown one alike: 404 'no data found' (issue 26)", async () => {
    const a = await newSignedInUser(baseUrl, 'fa');
    const b = await newSignedInUser(baseUrl, 'fb');
    const sent = await a.client.post<{ data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content: '预约页面希望增加周末时段' });
    const next = await a.client.post<{ data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content: '希望增加夜间窗口' });
    expect(sent.body.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(next.body.data.id).toMatch(/^[0-9a-f]{32}$/);
    expect(next.body.data.id).not.toBe(sent.body.data.id);
    const foreign = await b.client.post('/online/wx/apilist/getFeedBack', { id: sent.body.data.id });
    expect(foreign).toMatchObject({ status: 404, body: { errcode: '01', errmsg: '未查询到数据' } });
    for (const id of ['0'.repeat(32), 2_000_000_000, 1, 'abc']) {
      const unknown = await b.client.post('/online/wx/apilist/getFeedBack', { id });
      expect({ status: unknown.status, body: unknown.body }, String(id)).toEqual({ status: foreign.status, body: foreign.body });
    }
    expect((await a.client.post('/online/wx/apilist/getFeedBack', { id: sent.body.data.id })).body).toMatchObject({ errcode: '00', data: { id: sent.body.data.id } });
    const list = await b.client.post<Envelope<{ total: number }>>('/online/wx/apilist/getFeedBackListPage');
    expect(list.body.data.total).toBe(0);
    expect((await b.client.post('/online/wx/apilist/getFeedBack', { id: 'x'.repeat(65) })).status).toBe(400);
    expect((await new TestClient(baseUrl).post('/online/wx/apilist/getFeedBackListPage')).status).toBe(401);
  });

  it('lets the content editor reply on a staff session only, and the citizen sees the reply; numbers are masked', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fr');
    const sent = await client.post<{ data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content: '我的电话13812345678，证书一直查不到' });
    const id = sent.body.data.id;
    const editor = await contentEditor();

    expect((await new StaffClient(baseUrl).post(`/staff/api/feedback/${id}/reply`, { content: '您好' })).status).toBe(401);
    expect((await client.request('POST', `/staff/api/feedback/${id}/reply`, { body: JSON.stringify({ content: '您好' }), headers: { 'content-type': 'application/json' } })).status).toBe(401);
    expect((await editor.post(`/staff/api/feedback/${id}/reply`, { content: ' ' })).body).toMatchObject({ errmsg: '回复内容不能为空' });
    expect((await editor.post('/staff/api/feedback/2000000000/reply', { content: '您好' })).status).toBe(404);
    const opened = (await editor.get<StaffOpened>(`/staff/api/feedback/${id}`)).body.data;
    expect(opened.content).toContain('138****5678');
    expect(opened.content).not.toContain('13812345678');

    const reply = await editor.post<StaffOpened>(`/staff/api/feedback/${id}/reply`, { content: '您好，证书信息将在登簿后5分钟内可查，请稍后再试。' });
    expect(reply.body).toMatchObject({ errcode: '00', data: { answered: true } });
    const detail = await client.post<Envelope<Item>>('/online/wx/apilist/getFeedBack', { id });
    expect(detail.body.data).toMatchObject({ status: 1, replycontent: '您好，证书信息将在登簿后5分钟内可查，请稍后再试。' });
    expect(detail.body.data.fknrstr).toBe(detail.body.data.replycontent);
    expect(detail.body.data.fksj).toMatch(/^\d{4}-/);
    // The clerk's article and feedback calls are gone.
    expect((await new TestClient(baseUrl).request('GET', '/admin/api/feedback')).status).toBe(404);
  });

  it('shows the author their own text whole, and the content editor only ID and mobile numbers masked: a date, a landline and an order number stay (issue 27)', async () => {
    const { client } = await newSignedInUser(baseUrl, 'fm');
    const text = '预约2026-11-27 回电0310-3196700，订单202611270310319670，手机13812345678，身份证130402198503151231';
    const sent = await client.post<{ data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content: text });
    const id = sent.body.data.id;
    const own = await client.post<Envelope<Item>>('/online/wx/apilist/getFeedBack', { id });
    expect(own.body.data.content).toBe(text);
    const ownList = await client.post<Envelope<{ list: Item[] }>>('/online/wx/apilist/getFeedBackListPage');
    expect(ownList.body.data.list.find((item) => item.id === id)?.yjnrstr).toBe(text);

    const listed = (await (await contentEditor()).get<StaffOpened>(`/staff/api/feedback/${id}`)).body.data;
    expect(listed.content).toBe('预约2026-11-27 回电0310-3196700，订单202611270310319670，手机138****5678，身份证1304**********1231');
  });

  it('answers common questions (list and get) and contact us with its QR code of 120 by 120', async () => {
    const client = new TestClient(baseUrl);
    const list = await client.post<Envelope<{ list: { id: string; question: string; answer: string }[]; total: number }>>('/mp/api/commonques/list');
    expect(list.body.data.total).toBeGreaterThanOrEqual(8);
    const first = list.body.data.list[0]!;
    expect(first.question).toContain('实名认证');
    expect((await client.post('/online/wx/apilist/getCommonQuesList')).body).toMatchObject({ errcode: '00' });
    expect((await client.post('/mp/api/commonques/get', { id: first.id })).body).toMatchObject({ data: first });
    expect((await client.post('/mp/api/commonques/get', { id: 'nope' })).status).toBe(404);

    const contact = await client.post<Envelope<string>>('/online/wx/apilist/getContactUs', { slsqId: '123' });
    expect(contact.body.data.split(',')[0]).toBe('邯郸市不动产登记中心');
    expect((await client.post('/online/wx/apilist/contactUs')).body).toEqual(contact.body);

    const png = await fetch(`${baseUrl}/online/wx/apilist/contactUsQrcode`);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(120);
    expect(bytes.readUInt32BE(20)).toBe(120);
  });
});

/** A database of this project's kind, empty, to migrate step by step. */
async function scratchDatabase() {
  if (process.env.TEST_DATABASE === 'postgres') {
    const fresh = await createFreshDatabase();
    if (!fresh) return undefined;
    const db = createDatabase({ databaseUrl: fresh.url, dataDir: os.tmpdir() });
    return { db, drop: async () => (await db.destroy(), await fresh.drop()) };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-feedback-ids-'));
  const db = createDatabase({ dataDir });
  return {
    db,
    async drop() {
      // PGlite sets process.exitCode as it shuts down: keep vitest's.
      const exitCode = process.exitCode;
      await db.destroy();
      process.exitCode = exitCode;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('feedback stored before its ids became unguessable (migration 0020)', () => {
  it('keeps every row, newest first, each under a random id of its own; new rows get random ids too', async ({ skip }) => {
    const scratch = await scratchDatabase();
    if (!scratch) return skip();
    const { db } = scratch;
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0020'));
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
      expect(error).toBeUndefined();
      await sql`insert into feedback (openid, content, created_at) values
        ('old-owner', '第一条', now() - interval '2 days'), ('old-owner', '第二条', now() - interval '1 day'), ('old-other', '别人的', now())`.execute(db);
      await sql`update feedback set reply = '已处理', status = 1 where content = '第一条'`.execute(db);

      await migrateToLatest(db);
      const feedback = createFeedbackRepository(db);
      const owned = await feedback.listByOwner('old-owner', 0, 10);
      expect(owned.map((row) => [row.content, row.reply])).toEqual([['第二条', null], ['第一条', '已处理']]);
      const ids = (await db.selectFrom('feedback').select('id').execute()).map((row) => row.id);
      expect(new Set(ids).size).toBe(3);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect((await feedback.findOwned(owned[1]!.id, 'old-owner'))?.content).toBe('第一条');
      expect(await feedback.findOwned(owned[1]!.id, 'old-other')).toBeUndefined();
      const { id } = await feedback.insert({ openid: 'old-owner', content: '新的一条', reqseq: null });
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect((await feedback.listByOwner('old-owner', 0, 1))[0]!.content).toBe('新的一条');
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
