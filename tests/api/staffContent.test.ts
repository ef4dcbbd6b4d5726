import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeContentAnswer, StaffArticle, StaffArticlePage, StaffContentImage } from '../../engine/contract/staff/content';
import { startOwnTestServer, type OwnTestServer } from '../support/ownTestServer';
import { signInStaff, StaffClient } from '../support/staffClient';
import { TestClient } from '../support/testClient';
import { TINY_PNG } from '../support/tinyPng';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

type Envelope<T = unknown> = { errcode: string; errmsg: string; data: T };
type CitizenItem = { uuid: string; title: string };

/**
 * The content editor's calls (issue 32, docs/decisions/0095): articles written, sanitized,
 * scheduled, published and withdrawn, each audited; the home page's parts published as
 * configuration versions. Its own server and database: on PostgreSQL every server of a database
 * follows its publications, so a publish here must not reach the shared one.
 */
describe.skipIf(!baseUrl)("the content editor's articles and home content (issue 32)", () => {
  let server: OwnTestServer & { stop(): Promise<void> };
  let editor: StaffClient;
  let reviewer: StaffClient;
  beforeAll(async () => {
    const own = await startOwnTestServer();
    if (!own) throw new Error('no PostgreSQL server for a database of its own');
    server = own;
    [editor, reviewer] = await Promise.all([signInStaff(server.url, 'demo-content', 'demo-content-2026'), signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026')]);
  });
  afterAll(() => server?.stop());

  const db = () => server.deps.db;
  const citizen = () => new TestClient(server.url);
  const title = (words: string) => `${words}${crypto.randomBytes(3).toString('hex')}`;
  const listed = async (type: string, searchVal: string) =>
    (await citizen().post<Envelope<{ content: CitizenItem[]; total: number }>>('/online/wx/apilist/getServiceGuids', { type, page: 'all', searchVal })).body.data.content;
  const create = async (body: Record<string, unknown>) => {
    const answer = await editor.post<Envelope<StaffArticle>>('/staff/api/articles', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const auditOf = (uuid: string) => db().selectFrom('staff_audit_log').select(['action', 'actor_username']).where('target', '=', uuid).orderBy('id').execute();
  const upload = async (bytes: Buffer, who = editor) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'picture.png');
    const response = await fetch(`${server.url}/staff/api/content/images`, { method: 'POST', headers: { cookie: who.cookie }, body: form });
    return { status: response.status, body: (await response.json()) as Envelope<StaffContentImage> };
  };

  it('refuses every call to a reviewer (403) and to no session (401), changing nothing', async () => {
    for (const [method, path] of [
      ['GET', '/staff/api/articles'],
      ['POST', '/staff/api/articles'],
      ['POST', '/staff/api/articles/preview'],
      ['GET', '/staff/api/home'],
      ['POST', '/staff/api/home/menus'],
      ['POST', '/staff/api/content/images'],
    ] as const) {
      expect((await reviewer.request(method, path, method === 'POST' ? { type: 'tzgg', title: 'x', html: '<p>x</p>' } : undefined)).status, path).toBe(403);
      expect((await new StaffClient(server.url).request(method, path, method === 'POST' ? {} : undefined)).status, path).toBe(401);
    }
    const me = await editor.get<Envelope<{ pages: string[] }>>('/staff/api/me');
    expect(me.body.data.pages).toEqual(expect.arrayContaining(['articles', 'home', 'feedback']));
  });

  it('writes a draft whose HTML is sanitized on the server, edits it, publishes and withdraws it; the citizen sees it only while published; every change audited', async () => {
    const name = title('关于调整办公时间的通知');
    const { url: image } = (await upload(TINY_PNG)).body.data;
    expect(image).toMatch(/^\/online\/wx\/apilist\/contentImage\/[0-9a-f]{32}$/);
    const picture = await fetch(`${server.url}${image}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const draft = await create({
      type: 'tzgg',
      title: name,
      source: '登记中心',
      html: `<p onclick="steal()" style="color:red">自即日起<strong>调整</strong><script>alert(1)</script></p><iframe src="https://evil.example/"></iframe><a href="javascript:alert(1)">详情</a><img src="${image}" alt="公告"><img src="https://evil.example/x.png">`,
    });
    expect(draft).toMatchObject({ status: 'draft', format: 'html', publishedAt: null, updatedBy: 'demo-content' });
    expect(draft.content).toBe(`<p>自即日起<strong>调整</strong></p><a>详情</a><img src="${image}" alt="公告" />`);
    expect(await listed('tzgg', name)).toEqual([]);

    const edited = await editor.post<Envelope<StaffArticle>>(`/staff/api/articles/${draft.uuid}`, { type: 'tzgg', title: name, source: '登记中心', html: '<h2>通知</h2><p>工作日 8:30 起办公。</p>' });
    expect(edited.body.data).toMatchObject({ status: 'draft', content: '<h2>通知</h2><p>工作日 8:30 起办公。</p>' });
    expect((await editor.post(`/staff/api/articles/${draft.uuid}`, { type: 'tzgg', title: name, html: '<p><script>x</script></p>' })).body).toMatchObject({ errmsg: '正文不能为空' });
    expect((await editor.post(`/staff/api/articles/${draft.uuid}`, { type: 'nope', title: name, html: '<p>x</p>' })).status).toBe(400);
    expect((await editor.post(`/staff/api/articles/${draft.uuid}/withdraw`)).status).toBe(409);

    expect((await editor.post<Envelope<StaffArticle>>(`/staff/api/articles/${draft.uuid}/publish`, {})).body.data).toMatchObject({ status: 'published', publishedAt: expect.stringMatching(/Z$/) });
    expect((await listed('tzgg', name)).map((item) => item.uuid)).toEqual([draft.uuid]);
    const detail = await citizen().post<Envelope<{ content: { content: string; format: string } }>>('/online/wx/apilist/getServiceGuids', { type: 'tzgg', uuid: draft.uuid });
    expect(detail.body.data.content).toMatchObject({ content: '<h2>通知</h2><p>工作日 8:30 起办公。</p>', format: 'html' });

    const byTitle = await editor.get<Envelope<StaffArticlePage>>(`/staff/api/articles?type=tzgg&status=published&words=${encodeURIComponent(name)}`);
    expect(byTitle.body.data.rows.map((row) => row.uuid)).toEqual([draft.uuid]);
    expect((await editor.post<Envelope<StaffArticle>>(`/staff/api/articles/${draft.uuid}/withdraw`)).body.data.status).toBe('withdrawn');
    expect(await listed('tzgg', name)).toEqual([]);
    expect((await citizen().post('/online/wx/apilist/getServiceGuids', { type: 'tzgg', uuid: draft.uuid })).status).toBe(404);
    expect((await editor.get<Envelope<StaffArticlePage>>(`/staff/api/articles?status=withdrawn&words=${encodeURIComponent(name)}`)).body.data.rows).toHaveLength(1);

    expect(await auditOf(draft.uuid)).toEqual(
      ['content.article.create', 'content.article.edit', 'content.article.publish', 'content.article.withdraw'].map((action) => ({ action, actor_username: 'demo-content' })),
    );
    expect((await editor.post('/staff/api/articles/unknown-uuid/publish')).status).toBe(404);
  });

  it('schedules a publication: the citizen sees it only from its time on, the editor sees it scheduled until then', async () => {
    const name = title('定时发布的新闻');
    const article = await create({ type: 'article', title: name, html: '<p>定时发布</p>' });
    const at = new Date(Date.now() + 2_500).toISOString();
    const scheduled = await editor.post<Envelope<StaffArticle>>(`/staff/api/articles/${article.uuid}/publish`, { at });
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishedAt: at });
    expect(await listed('article', name)).toEqual([]);
    expect((await citizen().post('/online/wx/apilist/getServiceGuids', { uuid: article.uuid })).status).toBe(404);
    expect((await editor.get<Envelope<StaffArticlePage>>(`/staff/api/articles?status=scheduled&words=${encodeURIComponent(name)}`)).body.data.rows).toHaveLength(1);
    await expect.poll(async () => (await listed('article', name)).length, { timeout: 15_000, interval: 500 }).toBe(1);
    expect((await editor.get<Envelope<StaffArticle>>(`/staff/api/articles/${article.uuid}`)).body.data.status).toBe('published');
    expect((await auditOf(article.uuid)).map((row) => row.action)).toEqual(['content.article.create', 'content.article.schedule']);
    expect((await editor.post(`/staff/api/articles/${article.uuid}/publish`, { at: 'tomorrow' })).status).toBe(400);
  });

  it('takes only images by their content, within the size limit', async () => {
    const notImage = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(notImage).toMatchObject({ status: 400, body: { errmsg: '只能上传 JPG、PNG、GIF 或 WebP 图片' } });
    const large = await upload(Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(large).toMatchObject({ status: 413, body: { errmsg: '图片不能超过5MB' } });
    expect((await fetch(`${server.url}/online/wx/apilist/contentImage/${'0'.repeat(32)}`)).status).toBe(404);
  });

  it('publishes a home menu change as a configuration version the citizen home shows at once; a bad edit is refused with the check and nothing published', async () => {
    const home = (await editor.get<Envelope<HomeContentAnswer>>('/staff/api/home')).body.data;
    expect(home.menus.length).toBeGreaterThan(0);
    expect(home.questions.length).toBeGreaterThan(5);
    expect(home.contact.lines[0]).toBe('邯郸市不动产登记中心');
    const versions = () => db().selectFrom('schema_versions').select((eb) => eb.fn.max('number').as('n')).executeTakeFirstOrThrow();

    const bad = structuredClone(home.menus);
    bad[0]!.secondmenus[0]!.url = 'javascript:alert(1)';
    const refused = await editor.post<Envelope<{ problems: { file: string }[] }>>('/staff/api/home/menus', { base: home.number, value: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.errmsg).toMatch(/^未发布：app\/menus\.json\/menus\/0\/secondmenus\/0\/url /);
    expect(refused.body.data.problems[0]!.file).toBe('app/menus.json');
    expect((await versions()).n).toBe(home.number);

    const menus = structuredClone(home.menus);
    menus[0]!.secondmenus[0]!.menuname = '网上申请';
    const published = await editor.post<Envelope<{ number: number }>>('/staff/api/home/menus', { base: home.number, value: menus, note: '改名' });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.number).toBe(home.number + 1);
    const served = await citizen().post<Envelope<{ menuname: string; secondmenus: { menuname: string }[] }[]>>('/online/wx/apilist/GetWxMenu');
    expect(served.body.data[0]!.secondmenus[0]!.menuname).toBe('网上申请');
    const audited = await db().selectFrom('staff_audit_log').select(['action', 'actor_username']).where('target', '=', `version ${home.number + 1}`).execute();
    expect(audited).toEqual([{ action: 'content.home.publish', actor_username: 'demo-content' }]);

    // An edit made on the older version would undo this one: refused.
    expect((await editor.post('/staff/api/home/questions', { base: home.number, value: home.questions })).status).toBe(409);
  });

  it('publishes common questions, contact lines and an uploaded QR code, which the citizen pages answer', async () => {
    const home = (await editor.get<Envelope<HomeContentAnswer>>('/staff/api/home')).body.data;
    const questions = [{ id: 'q-new', question: '周末可以办理吗？', answer: '周六上午办理抵押登记。' }, ...home.questions];
    const first = await editor.post<Envelope<{ number: number }>>('/staff/api/home/questions', { base: home.number, value: questions });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const list = await citizen().post<Envelope<{ list: { id: string }[]; total: number }>>('/mp/api/commonques/list');
    expect(list.body.data.list[0]).toEqual(questions[0]);
    expect((await citizen().post('/mp/api/commonques/get', { id: 'q-new' })).body).toMatchObject({ data: questions[0] });

    const { url: qr } = (await upload(TINY_PNG)).body.data;
    const lines = ['邯郸市不动产登记中心', '咨询电话：0310-3196701'];
    expect((await editor.post('/staff/api/home/contact', { base: first.body.data.number, value: { lines: ['一,二'], qrImage: qr } })).status).toBe(400);
    expect((await editor.post('/staff/api/home/contact', { base: first.body.data.number, value: { lines, qrImage: qr } })).status).toBe(200);
    expect((await citizen().post<Envelope<string>>('/online/wx/apilist/getContactUs')).body.data).toBe(lines.join(','));
    const code = await fetch(`${server.url}/online/wx/apilist/contactUsQrcode`, { redirect: 'manual' });
    expect(code.headers.get('location')).toBe(qr);
  });
});
