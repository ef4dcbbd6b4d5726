import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnTestServer } from '../support/ownTestServer';
import { multipart } from '../support/registryHelpers';
import { signInStaff } from '../support/staffClient';
import { newSignedInUser, TestClient } from '../support/testClient';
import { TINY_PNG } from '../support/tinyPng';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

/**
 * A POST that reads the answer even when the server answers and closes before the body is all
 * sent (an upload refused mid-stream), as a browser does; fetch would only report the reset.
 */
function postWhileSending(url: string, cookie: string, type: string, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { cookie, 'content-type': type, 'content-length': body.length } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    // A reset while still sending comes with (or just before) the answer: give the answer a moment to win.
    request.on('error', (error) => setTimeout(() => reject(error), 1000));
    request.end(body);
  });
}
const BAD = '输入内容含有不允许的字符';
const nul = (text: string) => `${text}\u0000`;

describe.skipIf(!baseUrl)('a NUL or control character in any text input (issue 11)', () => {
  it('answers 400 with a message on a dozen calls, signed in and anonymous, and changes nothing', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const anonymous = new TestClient(baseUrl);
    const answers = [
      await client.post('/online/wx/apilist/saveUserInfo', { name: nul('张三'), cardnum: '130402198503151231', phone: '13812345678' }),
      await client.post('/online/wx/apilist/getPhoneCode', { phone: nul('13812345678') }),
      await client.post('/online/wx/apilist/sendSaveFeedback', { content: nul('反馈') }),
      await client.post('/online/wx/apilist/getServiceGuids', { type: 'article', page: 'all', searchVal: nul('x') }),
      await client.post('/online/wx/apilist/certificateSearch', { qzh: nul('冀(2019)'), xzqdm: '130400' }),
      await client.post('/wechat/api/wechatimg/createwxconfig', { url: nul(`${baseUrl}/`) }),
      await client.post('/online/wx/apilist/setPreDetectInfo', { name: '张三', idcard: nul('130402198503151231') }),
      await client.postForm('/online/wx/apilist/sendSaveFeedback', { content: nul('表单') }),
      await client.post('/online/wx/apilist/sendSaveFeedback', { [nul('content')]: 'key' }),
      await client.post('/online/wx/apilist/sendSaveFeedback', { content: { nested: [nul('deep')] } }),
      await client.get('/wechat/api/wechatimg/file/%00'),
      await client.get('/api/schemas/forms', { v: nul('1') }),
      await anonymous.post('/wechat/api/outh2/authorize', { code: nul('c'), state: 's' }),
      await anonymous.post('/online/wx/apilist/IsIDCard', { value: nul('130402198503151231') }),
      await anonymous.get('/wechat/emulator/authorize', { appid: 'wxdemo0000hall', redirect_uri: `${baseUrl}/waiting`, state: nul('s') }),
      await client.post('/online/wx/apilist/sendSaveFeedback', { content: 'bell\u0007' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(BAD);
    }
    const profile = await client.post<{ data: Record<string, string> }>('/online/wx/apilist/getYhxx');
    expect(profile.body.data).toMatchObject({ name: '', cardnum: '', phone: '' });
    const feedback = await client.post<{ data: unknown }>('/online/wx/apilist/getFeedBackListPage', { page: 1, rows: 10 });
    expect(JSON.stringify(feedback.body.data)).not.toMatch(/反馈|表单|deep|bell/);
  });

  it('refuses an upload with a NUL in its name or a field', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const named = await client.request('POST', `/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, { body: multipart([{ name: nul('licence') + '.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }]) });
    expect(named.status).toBe(400);
    const field = await client.request('POST', `/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, { body: multipart([{ name: 'licence.pdf', bytes: Buffer.from('%PDF-1.4\n%%EOF\n') }], { note: nul('x') }) });
    expect(field.status).toBe(400);
    // busboy itself may refuse a header with a NUL (a plain bad request) before the name is read.
    expect(JSON.stringify(named.body)).toMatch(new RegExp(`${BAD}|请求参数有误`));
    expect(JSON.stringify(field.body)).toContain(BAD);
  });

  it('answers a small refused upload to a client still sending it, without resetting the connection', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const form = new Response(multipart([{ name: nul('licence') + '.pdf', bytes: Buffer.alloc(4096, 0x25) }]));
    const body = Buffer.from(await form.arrayBuffer());
    // The file's part headers go first; the rest follows only once the refusal has arrived.
    const split = body.indexOf('\r\n\r\n', body.indexOf('filename')) + 4;
    const outcome = await new Promise<{ status: number; error?: string }>((resolve) => {
      const request = http.request(`${baseUrl}/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, {
        method: 'POST',
        headers: { cookie: client.cookie, 'content-type': form.headers.get('content-type')!, 'content-length': body.length },
      });
      request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, error: error.code }));
      request.on('response', (res) => {
        res.resume();
        setTimeout(() => request.end(body.subarray(split), () => setTimeout(() => resolve({ status: res.statusCode ?? 0 }), 200)), 200);
      });
      request.write(body.subarray(0, split));
    });
    expect(outcome).toEqual({ status: 400 });
  });
});

describe('limits, masking, clean-up and recovery, on a server of their own (issue 11)', () => {
  let server: Awaited<ReturnType<typeof startOwnTestServer>>;
  beforeAll(async () => {
    server = await startOwnTestServer({ SMS_PER_ADDRESS_PER_HOUR: '4', SMS_DAILY_CAP: '3', UPLOAD_QUOTA_MB: '1', WX_CODE_TTL_SECONDS: '300' });
  }, 120_000);
  afterAll(() => server?.stop());

  it('stops fresh accounts pumping codes to many phones: a daily cap, then a per-address limit', async () => {
    if (!server) return;
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { client } = await newSignedInUser(server.url, 'sms');
      const phone = `1391234${String(1000 + i)}`;
      const answer = await client.post<{ stat: number; message: string }>('/online/wx/apilist/getPhoneCode', { phone });
      sent.push(`${answer.status} ${answer.body.message}`);
    }
    expect(sent.slice(0, 3)).toEqual(Array(3).fill('200 验证码已发送，请注意查收'));
    expect(sent[3]).toBe('429 今日短信发送量已达上限，请明天再试');
    expect(sent[4]).toBe('429 获取验证码次数过多，请稍后再试');
    expect(Number((await server.deps.db.selectFrom('sms_emulated_messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)).toBe(3);
  });

  it('masks ID and phone numbers however they are written in what the content editor reads', async () => {
    if (!server) return;
    const { client } = await newSignedInUser(server.url, 'mask');
    const forms = ['ID130402198503151231', '11010519491231002x', '1304 0219 8503 1512 31', '１３０４０２１９８５０３１５１２３１', '86-138-1234-5678'];
    const sent = await client.post<{ data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content: `请联系 ${forms.join(' / ')}` });
    expect(sent.status).toBe(200);
    const editor = await signInStaff(server.url, 'demo-content', 'demo-content-2026');
    const text = JSON.stringify((await editor.get(`/staff/api/feedback/${sent.body.data.id}`)).body);
    expect(text).toContain('1304**********1231');
    expect(text).toContain('138****5678');
    for (const form of ['130402198503151231', '11010519491231002', '0219 8503', '０２１９８５', '1234-5678']) expect(text).not.toContain(form);
  });

  it('holds each citizen to the upload quota while streaming, keeping nothing of the refused upload', async () => {
    if (!server) return;
    const { client, openid } = await newSignedInUser(server.url, 'quota');
    // A whole 1×1 PNG with 600 KB after its end: an image by its content, and large.
    const png = Buffer.concat([TINY_PNG, crypto.randomBytes(600 * 1024)]);
    const form = new FormData();
    form.append('media', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const body = new Response(form);
    const upload = async () => postWhileSending(`${server!.url}/wechat/emulator/media/upload`, client.cookie, body.headers.get('content-type')!, Buffer.from(await body.clone().arrayBuffer()));
    expect((await upload()).status).toBe(200);
    // Cut off as it arrives (the connection closes under the rest), answered 413 with the reason.
    const refused = await upload();
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ message: '您上传的文件已达空间上限，请删除不需要的文件后再上传' });
    const files = await server.deps.db.selectFrom('stored_files').select(['size', 'complete']).where('owner_openid', '=', openid).execute();
    expect(files).toEqual([{ size: expect.anything(), complete: true }]);
  });

  it('removes a licence-verification upload once its result is stored', async () => {
    if (!server) return;
    const client = await new TestClient(server.url).signIn('demo-verified');
    const answer = await client.request<{ state: number; data: { ID: string } }>('POST', `/online/wx/apilist/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, {
      body: multipart([{ name: 'licence.pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') }], { xzqdm: '130400', xzqmc: '邯郸市' }),
    });
    expect(answer.status).toBe(200);
    const row = () => server!.deps.db.selectFrom('query_requests').select(['state', 'upload_file_id', 'result_file_id']).where('id', '=', answer.body.data.ID).executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).upload_file_id, { timeout: 30_000, interval: 250 }).toBeNull();
    expect(await row()).toEqual({ state: 21, upload_file_id: null, result_file_id: expect.any(String) });
    const uploads = await server.deps.db.selectFrom('stored_files').select('id').where('kind', '=', 'licence-verification').execute();
    expect(uploads).toEqual([]);
  });

  it('picks up at once a job whose worker died, instead of waiting out the stale timeout', async () => {
    if (!server) return;
    const id = crypto.randomBytes(12).toString('hex');
    await server.deps.db
      .insertInto('query_requests')
      .values({
        id,
        openid: 'demo-verified',
        kind: 'zs',
        params: JSON.stringify({ name: '张建国', cardnum: '130402198503151231', qzh: '冀(2019)邯郸市不动产权第0016875号', xzqdm: '130400', origin: server.url }),
        state: 10,
        locked_by: 'dead-host:4242:abcdef',
        locked_at: new Date(),
      })
      .execute();
    const state = async () => (await server!.deps.db.selectFrom('query_requests').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state;
    await expect.poll(state, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(20);
  });
});
