import { describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staffClient';
import { TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

type Item = { uuid: string; title: string; url: string; pubdate: string };
type Envelope<T> = { errcode: string; errmsg: string; data: T };

const guids = (body: Record<string, unknown>) => new TestClient(baseUrl).post<Envelope<{ content: Item[]; total: number }>>('/online/wx/apilist/getServiceGuids', body);


describe.skipIf(!baseUrl)('information: news, guides, notices and policies', () => {
  it('lists every type with page all, newest first, with the total', async () => {
    for (const type of ['article', 'bszn', 'xxgs', 'tzgg', 'laws']) {
      const answer = await guids({ type, page: 'all', searchVal: '' });
      expect(answer.body.errcode).toBe('00');
      expect(answer.body.data.content.length).toBe(answer.body.data.total);
      expect(answer.body.data.total).toBeGreaterThan(5);
      const dates = answer.body.data.content.map((item) => item.pubdate);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    expect((await guids({ type: 'xxgs', page: 'all' })).body.data.total).toBeGreaterThan(25);
    const page2 = await guids({ type: 'xxgs', page: 2, rows: 5 });
    expect(page2.body.data.content).toHaveLength(5);
  });

  it('searches titles and contents, and treats wildcards literally', async () => {
    const found = await guids({ type: 'xxgs', page: 'all', searchVal: '丛台区' });
    expect(found.body.data.total).toBeGreaterThan(0);
    expect(found.body.data.content.every((item) => item.title.includes('丛台区') || item.url)).toBe(true);
    expect((await guids({ type: 'xxgs', page: 'all', searchVal: '%' })).body.data.total).toBe(0);
    expect((await guids({ type: 'laws', page: 'all', searchVal: '民法典' })).body.data.total).toBe(1);
  });

  it('answers a detail by uuid (laws too), and refuses an unknown type or uuid', async () => {
    const laws = await guids({ type: 'laws', page: 'all' });
    const uuid = laws.body.data.content[0]!.uuid;
    const detail = await new TestClient(baseUrl).post<Envelope<{ content: { title: string; content: string } }>>('/online/wx/apilist/getServiceGuids', { type: 'laws', uuid });
    expect(detail.body.data.content.title).toBe(laws.body.data.content[0]!.title);
    expect(detail.body.data.content.content.length).toBeGreaterThan(50);
    expect((await guids({ type: 'article', uuid })).status).toBe(404);
    expect((await guids({ type: 'nonsense' })).body).toMatchObject({ errcode: '01', errmsg: '未知的信息类型：nonsense' });
    expect((await guids({})).status).toBe(400);
  });

  it('finds an article by its uuid alone, whatever its type (an /articlecontent link without ?type)', async () => {
    for (const type of ['tzgg', 'laws', 'xxgs', 'bszn']) {
      const { uuid, title } = (await guids({ type, page: 'all' })).body.data.content[0]!;
      const detail = await new TestClient(baseUrl).post<Envelope<{ content: { title: string; type: string } }>>('/online/wx/apilist/getServiceGuids', { uuid });
      expect(detail.body.data.content).toMatchObject({ title, type });
    }
    expect((await guids({ uuid: 'unknown-uuid' })).status).toBe(404);
  });

  it('answers initGuide by prodefid and getNotice', async () => {
    const client = new TestClient(baseUrl);
    const guide = await client.post<Envelope<{ title: string; content: string }>>('/online/wx/apilist/initGuide', { prodefid: '3001' });
    expect(guide.body.data.title).toBe('二手房买卖转移登记办事指南');
    // A business no article is written for: its notice is the published catalogue's guide (decision 0088).
    const configured = await client.post<Envelope<{ title: string; content: string }>>('/online/wx/apilist/initGuide', { prodefid: '1004' });
    expect(configured.body.data).toMatchObject({ title: '抵押权转移登记（企业）办事指南', content: expect.stringContaining('营业执照') });
    expect((await client.post('/online/wx/apilist/initGuide', { prodefid: '9999' })).body).toMatchObject({ errcode: '01', errmsg: '暂无该业务的办事指南' });
    const notice = await client.post<Envelope<Item[]>>('/online/wx/apilist/getNotice');
    expect(notice.body.data.length).toBe(5);
    expect(notice.body.data[0]!.url).toMatch(/^\/articlecontent\?type=tzgg&uuid=/);
  });

  it('shows what the content editor publishes, and not once it is withdrawn (their calls: tests/api/staffContent.test.ts)', async () => {
    const editor = await signInStaff(baseUrl, 'demo-content', 'demo-content-2026');
    const title = `关于测试发布流程的通知${Date.now()}`;
    const draft = await editor.post<Envelope<{ uuid: string }>>('/staff/api/articles', { type: 'tzgg', title, html: '<p>为检验发布流程，特发此通知。</p>' });
    expect(draft.body.errcode).toBe('00');
    const uuid = draft.body.data.uuid;
    const search = () => guids({ type: 'tzgg', page: 'all', searchVal: title });
    expect((await search()).body.data.total).toBe(0);
    expect((await editor.post(`/staff/api/articles/${uuid}/publish`, {})).body).toMatchObject({ data: { status: 'published' } });
    expect((await search()).body.data.total).toBe(1);
    const detail = await new TestClient(baseUrl).post<Envelope<{ content: { content: string; format: string } }>>('/online/wx/apilist/getServiceGuids', { type: 'tzgg', uuid });
    expect(detail.body.data.content).toMatchObject({ content: '<p>为检验发布流程，特发此通知。</p>', format: 'html' });
    expect((await editor.post(`/staff/api/articles/${uuid}/withdraw`, {})).body).toMatchObject({ data: { status: 'withdrawn' } });
    expect((await search()).body.data.total).toBe(0);
    expect((await guids({ type: 'tzgg', uuid })).status).toBe(404);
    expect((await new TestClient(baseUrl).request('POST', '/admin/api/articles', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(404);
  });
});
