import crypto from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode, passFace } from '../support/accountHelpers';
import { buildLicencePdf } from '../../server/registry/pdf/licencePdf';
import { DEMO_CERTIFICATES } from '../../server/registry/seed/demoRegistry';
import { makeUnstoredKey } from '../../server/registry/signing/registryKey';
import { fetchBytes, multipart, pdfText, waitForRecord, ZHANG, ZHANG_CERT } from '../support/registryHelpers';
import { newSignedInUser, TestClient } from '../support/testClient';
import { startOwnTestServer } from '../support/ownTestServer';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();
const APILIST = '/online/wx/apilist';
const zhang = async () => new TestClient(baseUrl).signIn('demo-verified');

describe.skipIf(!baseUrl)('certificate query', () => {
  it('answers the city list on both paths', async () => {
    const client = await zhang();
    for (const path of ['/online/query/wx/zsquery', '/online/query/wx/dzzzquery', `${APILIST}/certificateCity`]) {
      const answer = await client.post<{ data: { xzqs: { xzqMc: string; xzqBm: string }[] } }>(path);
      expect(answer.body.data.xzqs[0]).toEqual({ xzqMc: '邯郸市', xzqBm: '130400' });
    }
  });

  it('checks the form with the spec’s messages and changes nothing', async () => {
    const client = await zhang();
    const before = (await client.post<{ data: unknown[] }>(`${APILIST}/zsrecord`)).body.data.length;
    const cases: [Record<string, string>, number, string][] = [
      [{ ...ZHANG, xzqdm: '130400' }, 400, '请填写内容'],
      [{ ...ZHANG, qzh: ZHANG_CERT }, 400, '请填写内容'],
      [{ username: '张建国', zjh: '13040219850315', qzh: ZHANG_CERT, xzqdm: '130400' }, 400, '身份证格式有误!'],
      [{ username: '王淑芬', zjh: '130403198707210023', qzh: '冀(2016)邯郸市不动产权第0008321号', xzqdm: '130400' }, 403, '只能使用本人的姓名和证件号查询'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await client.post(`${APILIST}/certificateSearch`, body);
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ errcode: '01', errmsg: message });
    }
    expect((await client.post<{ data: unknown[] }>(`${APILIST}/zsrecord`)).body.data.length).toBe(before);
  });

  it('refuses users without a complete or verified profile', async () => {
    const { client } = await newSignedInUser(baseUrl);
    expect(await client.post(`${APILIST}/certificateSearch`, { ...ZHANG, qzh: ZHANG_CERT, xzqdm: '130400' })).toMatchObject({ status: 400, body: { errmsg: '请完善用户信息' } });
    const li = await new TestClient(baseUrl).signIn('demo-unverified');
    expect(await li.post(`${APILIST}/certificateSearch`, { username: '李秀英', zjh: '130402199007082649', qzh: 'x', xzqdm: '130400' })).toMatchObject({
      status: 403,
      body: { errmsg: '您未进行实名认证，请认证后再办理业务' },
    });
  });

  it('queues a query, works it off to a report with every field, a QR verify link and the preview', async () => {
    const client = await zhang();
    const submitted = await client.post<{ errmsg: string; data: { ID: string; state: number } }>(`${APILIST}/certificateSearch`, { ...ZHANG, qzh: ZHANG_CERT, xzqdm: '130400', xzqmc: '邯郸市' });
    expect(submitted.body).toMatchObject({ errcode: '00', errmsg: '查询申请已提交', data: { state: 0 } });
    const record = await waitForRecord(client, `${APILIST}/zsrecord`, submitted.body.data.ID);
    expect(record).toMatchObject({ state: 20, state_msg: '查看' });

    const link = await client.post<{ data: { url: string; viewer: string; preview: string } }>(`${APILIST}/querySearch`, { id: record.ID });
    expect(link.body.data.viewer).toBe(`/online/assets/pdf/web/viewer.html?file=${encodeURIComponent(link.body.data.url)}`);
    const pdf = await fetchBytes(client, link.body.data.url);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, '');
    for (const field of ['不动产登记信息查询结果', '张建国', '1304**********1231', '130403007001GB00123F00031502', ZHANG_CERT, '锦绣花园3号楼2单元1502室', '126.45', '住宅', '中国建设银行股份有限公司邯郸分行', '68万元', '2019-07-05', '查封信息']) {
      expect(text).toContain(field.replace(/\s+/g, ''));
    }
    expect(text).not.toContain('130402198503151231');
    const code = /verifyquery\?code=([a-f0-9]{20})&dyid=([A-Z0-9]+)/.exec(text);
    expect(code).not.toBeNull();
    // A client asking for JSON gets the envelope; a scanner or a browser gets the page (decision 0062).
    const asJson = { headers: { accept: 'application/json' } };
    const verified = await new TestClient(baseUrl).request('GET', `/online/public/verify/verifyquery?code=${code![1]!}&dyid=${code![2]!}`, asJson);
    expect(verified.body).toMatchObject({ errcode: '00', data: { valid: true, BDCQZH: ZHANG_CERT } });
    expect(JSON.stringify(verified.body)).not.toContain('198503151231');
    expect((await new TestClient(baseUrl).request('GET', `/online/public/verify/verifyquery?code=${'0'.repeat(20)}&dyid=${code![2]!}`, asJson)).status).toBe(404);
    // A browser opening a wrong link reads why on a page, in its language (decision 0047).
    const wrongPage = await fetch(`${baseUrl}/online/public/verify/verifyquery?code=${'0'.repeat(20)}&dyid=${code![2]!}`, { headers: { accept: 'text/html' } });
    expect(wrongPage.status).toBe(404);
    expect(wrongPage.headers.get('content-type')).toContain('text/html');
    expect(await wrongPage.text()).toContain('<h1>验证码无效，未找到对应的查询结果</h1>');

    const preview = await client.get(link.body.data.preview);
    expect(preview.headers.get('content-type')).toContain('image/svg+xml');
    expect(String(preview.body)).toContain('width="800" height="400"');

    // Someone else sees neither the record nor the file.
    const { client: other } = await newSignedInUser(baseUrl);
    expect((await other.post(`${APILIST}/querySearch`, { id: record.ID })).status).toBe(403);
    expect((await fetchBytes(other, link.body.data.url)).status).toBe(403);
    const paged = await client.get<{ data: { total: number; rows: { ID: string }[] } }>('/online/query/wx/zsqueryPage', { page: '1', rows: '5' });
    expect(paged.body.data.rows.some((r) => r.ID === record.ID)).toBe(true);
  });

  it('marks an unknown certificate 未查到 and refuses to open it', async () => {
    const client = await zhang();
    const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/certificateSearch`, { ...ZHANG, qzh: '冀(2019)邯郸市不动产权第9999999号', xzqdm: '130400' });
    const record = await waitForRecord(client, `${APILIST}/zsrecord`, submitted.body.data.ID);
    expect(record).toMatchObject({ state: 21, state_msg: '未查到' });
    expect((await client.post(`${APILIST}/querySearch`, { id: record.ID })).status).toBe(409);
  });

  it('never takes a path in downpdf', async () => {
    const client = await zhang();
    for (const path of ['../../etc/passwd', '/etc/passwd', 'a'.repeat(32)]) {
      const answer = await client.get('/online/public/search/downpdf', { path });
      expect([400, 404]).toContain(answer.status);
    }
  });
});

describe.skipIf(!baseUrl)('electronic licences and their verification', () => {
  const demo = DEMO_CERTIFICATES[0]!;
  const certificate = { ...demo, ...demo.details, issuedAt: new Date('2019-06-18T01:30:00Z') };

  async function licence(client: TestClient): Promise<Buffer> {
    const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/dzzzcertificateSearch`, { ...ZHANG, qzh: ZHANG_CERT, xzqdm: '130400' });
    const record = await waitForRecord(client, `${APILIST}/dzzzRecord`, submitted.body.data.ID);
    expect(record.state).toBe(20);
    const link = await client.post<{ data: { url: string } }>(`${APILIST}/getDzzzPdf`, { id: record.ID });
    expect(link.body.data.url).toBe(`/online/public/dzzz/signature/preview?id=${record.ID}`);
    const pdf = await fetchBytes(client, link.body.data.url);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.toString('latin1')).toContain('/adbe.pkcs7.detached');
    return pdf.bytes;
  }

  async function verify(client: TestClient, files: { name: string; bytes: Buffer }[]) {
    const answer = await client.request<{ state?: number; msg?: string; errmsg?: string; data: { ID: string } }>('POST', `${APILIST}/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, {
      body: multipart(files, { xzqdm: '130400', xzqmc: '邯郸市' }),
    });
    return answer;
  }

  async function verifiedResult(client: TestClient, id: string) {
    const record = await waitForRecord(client, `${APILIST}/dzzzverification`, id);
    const detail = await client.post<{ data: { result: { registry: boolean; unchanged: boolean; reason: string }; state: number } }>(`${APILIST}/dzzzVerification`, { id });
    return { record, detail: detail.body.data };
  }

  it('signs licences with the registry key and verifies them back, unchanged', async () => {
    const client = await zhang();
    const bytes = await licence(client);
    const upload = await verify(client, [{ name: '我的证照.pdf', bytes }]);
    expect(upload.body).toMatchObject({ state: 1, msg: '文件上传成功，请查看历史记录获取验证信息' });
    const { record, detail } = await verifiedResult(client, upload.body.data.ID);
    expect(record).toMatchObject({ state: 20, filename: '我的证照.pdf' });
    expect(detail.result).toMatchObject({ registry: true, unchanged: true, reason: 'ok' });
    const link = await client.post<{ data: { url: string } }>(`${APILIST}/getDzzzyqPdf`, { id: record.ID });
    const result = await fetchBytes(client, link.body.data.url);
    expect((await pdfText(result.bytes)).replace(/\s+/g, '')).toContain('验证通过');
  });

  it('fails a tampered licence and a PDF signed by someone else, and still opens their records', async () => {
    const client = await zhang();
    const bytes = await licence(client);
    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf('/Producer');
    tampered[at + 12] = tampered[at + 12]! ^ 1;
    const foreign = await buildLicencePdf(certificate, makeUnstoredKey(), 'FOREIGN-1', '别处不动产登记中心');
    for (const [bytes, reason] of [
      [tampered, 'tampered'],
      [foreign, 'foreign'],
    ] as const) {
      const upload = await verify(client, [{ name: `${reason}.pdf`, bytes }]);
      expect(upload.body.state).toBe(1);
      const { record, detail } = await verifiedResult(client, upload.body.data.ID);
      expect(record.state).toBe(21);
      expect(detail.result.reason).toBe(reason);
      expect(detail.result.unchanged && detail.result.registry).toBe(false);
      const link = await client.post<{ data: { url: string } }>(`${APILIST}/getDzzzyqPdf`, { id: record.ID });
      expect((await fetchBytes(client, link.body.data.url)).status).toBe(200);
    }
  });

  it('takes only .pdf by name and by content, only the first file, and refuses oversized uploads', async () => {
    const client = await zhang();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201c2a0b8a10000000049454e44ae426082', 'hex');
    const renamed = await verify(client, [{ name: 'photo.pdf', bytes: png }]);
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ errcode: '01', errmsg: '只能上传pdf文件' });
    const pdfBytes = await buildLicencePdf(certificate, makeUnstoredKey(), 'X', '别处不动产登记中心');
    const wrongName = await verify(client, [{ name: 'licence.txt', bytes: pdfBytes }]);
    expect(wrongName.body).toMatchObject({ errmsg: '只能上传pdf文件' });

    const first = await verify(client, [
      { name: 'first.pdf', bytes: pdfBytes },
      { name: 'second.pdf', bytes: png },
    ]);
    expect(first.body.state).toBe(1);
    expect((await waitForRecord(client, `${APILIST}/dzzzverification`, first.body.data.ID)) as unknown).toMatchObject({ filename: 'first.pdf' });

    // A body announced over 5,120,000,000 bytes (labelled 500M) is refused before it is read.
    const url = new URL(`${APILIST}/getDzzzyqUpload?reqseq=big`, baseUrl);
    const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(url, {
        method: 'POST',
        headers: { cookie: client.cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '6000000000' },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      request.write('--x\r\n');
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ errmsg: '文件大小不能超过500M' });
  });
});

describe.skipIf(!baseUrl)('progress query', () => {
  it('finds one’s own application by its case-sensitive acceptance number only', async () => {
    const client = await zhang();
    const found = await client.post(`${APILIST}/process`, { lsh: 'DJ2024A00158' });
    expect(found.body).toMatchObject({ errcode: '00', data: { serialNumber: 'DJ2024A00158', name: '张建国', processName: '存量房买卖转移登记', activityName: '审核' } });
    for (const lsh of ['dj2024a00158', 'DJ2024C00077']) {
      expect(await client.post(`${APILIST}/process`, { lsh })).toMatchObject({ status: 404, body: { errmsg: '没有查到相关结果，请核对申请编号' } });
    }
    expect(await client.post(`${APILIST}/process`, { lsh: '' })).toMatchObject({ status: 400, body: { errmsg: '请输入受理编号' } });
  });
});

describe.skipIf(!baseUrl)('certificate search in the application area', () => {
  it('sends a code, checks it, works the search off and prints a result', async () => {
    const client = await zhang();
    const base0 = { qlrname: '张建国', qlrcode: '130402198503151231', qlrphone: '13812345678', xzqmc: '邯郸市', xzqdm: '130400' };
    // home_cdzm is 1: no search without a passed face check for this person.
    expect(await client.post(`${APILIST}/sentquerycert`, base0)).toMatchObject({ status: 403, body: { errmsg: '请先完成人脸识别认证，再查询不动产登记资料' } });
    await passFace(client, '张建国', '130402198503151231');
    expect((await client.post(`${APILIST}/getQueryCertConfig`)).body).toMatchObject({ errcode: '00', data: 'true' });
    const notice = await client.post(`${APILIST}/initGuide`, { prodefid: 'cdzmyhxzContent' });
    expect(notice.body).toMatchObject({ errcode: '00', data: { title: '不动产登记资料查询用户须知' } });
    const base = { qlrname: '张建国', qlrcode: '130402198503151231', qlrphone: '13812345678', xzqmc: '邯郸市', xzqdm: '130400' };
    expect(await client.post(`${APILIST}/sentquerycert`, base)).toMatchObject({ status: 400, body: { errmsg: '请输入动态验证码', data: { title: '校验失败' } } });
    const sent = await client.post<{ errcode: string; data: string }>(`${APILIST}/phong_query_yzm`, { qlrphone: '13812345678' });
    expect(sent.body.errcode).toBe('true');
    expect(sent.body.data).toMatch(/^\d{6}$/);
    // The code reaches the citizen by (emulated) SMS; the answer carries it only in demo mode, as here.
    expect(await latestSmsCode(client, '13812345678')).toBe(sent.body.data);
    const wrong = sent.body.data === '000000' ? '111111' : '000000';
    expect(await client.post(`${APILIST}/sentquerycert`, { ...base, code: wrong })).toMatchObject({ status: 400, body: { errmsg: '请输入动态验证码' } });
    expect(await client.post(`${APILIST}/sentquerycert`, { ...base, qlrname: '王淑芬', qlrcode: '130403198707210023', code: sent.body.data })).toMatchObject({ status: 403 });
    const ok = await client.post<{ errmsg: string; data: { ID: string } }>(`${APILIST}/sentquerycert`, { ...base, code: sent.body.data });
    expect(ok.body).toMatchObject({ errcode: '00', errmsg: '查档结果已提交，请耐心等待！' });
    const record = await waitForRecord(client, `${APILIST}/querycertrecord`, ok.body.data.ID);
    expect(record.state).toBe(20);

    const list = await client.post<{ state: number; data: { ID: string }[] }>(`${APILIST}/certificateRecord`);
    expect(list.body.state).toBe(1);
    expect(list.body.data.some((r) => r.ID === record.ID)).toBe(true);
    const details = await client.post<{ state: number; data: { list: { index: number; BDCQZH: string; BDCDYID: string; ZL: string; fwzt: string; cxjg: { fwyt1Name: string; mj: number } }[] } }>(
      `${APILIST}/getCatchcertDetails`,
      { cerId: record.ID },
    );
    expect(details.body.state).toBe(1);
    const cards = details.body.data.list;
    expect(cards.map((c) => c.BDCQZH)).toContain(ZHANG_CERT);
    expect(cards.map((c) => c.BDCQZH)).not.toContain('冀(2020)邯郸市不动产权第0020456号');
    const shared = cards.find((c) => c.BDCQZH.includes('0008321'))!;
    expect(shared).toMatchObject({ index: expect.any(Number), fwzt: '查封、轮候查封、限制', cxjg: { fwyt1Name: '住宅', mj: 98.72 } });
    // One source of encumbrances: the objection of 0031207 shows in the list's status and its detail.
    const shops = cards.find((c) => c.BDCQZH.includes('0031207'))!;
    expect(shops.fwzt).toBe('异议');
    const shopDetail = await client.post<{ data: { fwzt: string; objections: { matter: string }[] } }>('/online/public/search/getCatchcertex', { cerId: record.ID, bdcdyid: shops.BDCDYID });
    expect(shopDetail.body.data).toMatchObject({ fwzt: '异议', objections: [{ matter: '对104商铺分摊面积提出异议' }] });

    const detail = await client.post<{ data: { QLR: { cardnum: string }[]; seizures: { typeName: string }[]; restrictions: { matter: string }[] } }>('/online/public/search/getCatchcertex', {
      cerId: record.ID,
      bdcdyid: shared.BDCDYID,
    });
    expect(detail.body.data.seizures.map((s) => s.typeName)).toEqual(['查封', '轮候查封']);
    expect(detail.body.data.restrictions.map((r) => r.matter)).toEqual(['限制转移登记（共有人异议期间）']);
    expect(detail.body.data.QLR.every((h) => h.cardnum.includes('**'))).toBe(true);
    const printed = await client.post<{ data: { path: string; url: string } }>('/online/public/search/createpdf1', { cerId: record.ID, bdcdyid: shared.BDCDYID });
    expect(printed.body.data.path).toMatch(/^[a-f0-9]{32}$/);
    const pdf = await fetchBytes(client, `/online/public/search/downpdf?path=${printed.body.data.path}`);
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, '');
    expect(text).toContain('邯郸市邯山区人民法院');
    expect(text).toContain('轮候查封');

    const { client: other } = await newSignedInUser(baseUrl);
    expect((await other.post(`${APILIST}/getCatchcertDetails`, { cerId: record.ID })).status).toBe(403);
    expect((await fetchBytes(other, `/online/public/search/downpdf?path=${printed.body.data.path}`)).status).toBe(403);
    const empty = await other.post(`${APILIST}/querycertrecord`);
    expect(empty.body).toMatchObject({ errcode: '00', errmsg: '没有查到任何相关结果，请核对确认申请单号', data: { data: [] } });
  });

  it('limits code requests in the database', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.post(`${APILIST}/phong_query_yzm`, { qlrphone: '13812345678' })).status);
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe.skipIf(!baseUrl)('floor plans, parcel maps and ownership status', () => {
  const form = { year: '2019', number: '0016875', name: '张建国', idcard: '130402198503151231' };

  it('checks the query form in the spec’s order', async () => {
    const client = await zhang();
    const cases: [Record<string, string>, string][] = [
      [{ ...form, year: '' }, '请输入年份'],
      [{ ...form, number: '' }, '请输入权证号序号'],
      [{ ...form, name: '' }, '请输入姓名'],
      [{ ...form, idcard: '' }, '请输入证件号'],
      [{ ...form, idcard: '1234' }, '身份证格式有误!'],
      [{ ...form, number: '7654321' }, '未找到证书信息'],
    ];
    for (const [body, message] of cases) expect((await client.postForm('/online/public/search/wx/zdtfhtquery', body)).body).toMatchObject({ errmsg: message });
  });

  it('finds the certificate, shows both images and the ownership status', async () => {
    const client = await zhang();
    const found = await client.postForm<{ bdcdyid: string; zdbdcdyid: string; zsid: string }>('/online/public/search/wx/zdtfhtquery', { ...form, number: '16875' });
    expect(found.body).toMatchObject({ bdcdyid: '130403007001GB00123F00031502', zdbdcdyid: '130403007001GB00123W00000000', zsid: 'ZS1304031900168750' });
    const status = await client.postForm<{ msg: string }>('/online/public/search/wx/getBDCDYIDByZSID', found.body as unknown as Record<string, string>);
    const msg = JSON.parse(status.body.msg) as { hShow: string; zdShow: string; zsInfo: string };
    expect(msg).toMatchObject({ hShow: 'show', zdShow: 'show' });
    expect(JSON.parse(msg.zsInfo)).toMatchObject({ BDCQZH: ZHANG_CERT, QLR: '张建国', sfyx: '1', DYZT: '已抵押（1条）', CFZT: '无', JZMJ: expect.stringMatching(/^\d+\.\d\d平方米$/) });
    // In English the words the hall writes are English; the registry's records stay as published.
    const english = await client.request<{ msg: string }>('POST', '/online/public/search/wx/getBDCDYIDByZSID', {
      body: new URLSearchParams({ ...(found.body as unknown as Record<string, string>), reqseq: `en-${Date.now()}` }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    const info = JSON.parse((JSON.parse(english.body.msg) as { zsInfo: string }).zsInfo) as Record<string, string>;
    expect(info).toMatchObject({ QLR: '张建国', DYZT: 'Mortgaged (1)', CFZT: 'None', JZMJ: expect.stringMatching(/^\d+\.\d\d m²$/) });
    for (const id of [found.body.bdcdyid, found.body.zdbdcdyid]) {
      const image = await client.get('/online/public/search/wx/getImg', { bdcdyid: id });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toContain('image/svg+xml');
      expect(String(image.body)).toContain(id === found.body.bdcdyid ? '房屋分户图' : '宗地图');
    }
    expect(await client.postForm('/online/public/search/wx/getBDCDYIDByZSID', { bdcdyid: found.body.bdcdyid, zdbdcdyid: '' })).toMatchObject({ status: 400, body: { errmsg: 'bdcdyid为空' } });

    const multi = await client.postForm<{ bdcdyid: string; zdbdcdyid: string; zsid: string }>('/online/public/search/wx/zdtfhtquery', { ...form, year: '2022', number: '31207' });
    expect(multi.body.bdcdyid.split('@')).toHaveLength(2);
    const invalid = await client.postForm<{ bdcdyid: string; zdbdcdyid: string; zsid: string }>('/online/public/search/wx/zdtfhtquery', { ...form, year: '2012', number: '4511' });
    const invalidStatus = JSON.parse((await client.postForm<{ msg: string }>('/online/public/search/wx/getBDCDYIDByZSID', invalid.body as unknown as Record<string, string>)).body.msg);
    expect(JSON.parse(invalidStatus.zsInfo).sfyx).toBe('0');

    const li = await new TestClient(baseUrl).signIn('demo-enterprise');
    expect((await li.get('/online/public/search/wx/getImg', { bdcdyid: found.body.bdcdyid })).status).toBe(403);
    expect((await li.postForm('/online/public/search/wx/getBDCDYIDByZSID', found.body as unknown as Record<string, string>)).status).toBe(403);
  });

});

// The seed issues 冀(2025)…0051234号 when it runs, and its ownership status appears 5 minutes later:
// on the suite's shared server that is sooner than a busy run reaches this test, so a server of its
// own seeds it just before.
describe.skipIf(!baseUrl)('a certificate issued just now', () => {
  let ownServer: Awaited<ReturnType<typeof startOwnTestServer>>;
  beforeAll(async () => {
    ownServer = await startOwnTestServer();
  });
  afterAll(async () => {
    await ownServer?.stop();
  });

  it('says a new certificate’s images and ownership status are not there yet', async ({ skip }) => {
    if (!ownServer) return skip();
    const client = await new TestClient(ownServer.url).signIn('demo-enterprise');
    const found = await client.postForm<{ bdcdyid: string; zdbdcdyid: string; zsid: string }>('/online/public/search/wx/zdtfhtquery', {
      year: '2025',
      number: '0051234',
      name: '邯郸冀南置业有限公司',
      idcard: '91130400MA0D8XYZ1K',
    });
    expect(found.body.zsid).toBe('ZS1304712500512340');
    const msg = JSON.parse((await client.postForm<{ msg: string }>('/online/public/search/wx/getBDCDYIDByZSID', found.body as unknown as Record<string, string>)).body.msg);
    expect(msg).toMatchObject({ hShow: '', zdShow: '', zsInfo: '', hMsg: '分户图将在证书发放后三个工作日内上传，请耐心等待', zdMsg: '宗地图将在证书发放后三个工作日内上传，请耐心等待', zsMsg: '查询中（延迟5分钟），请耐心等待' });
    expect(await client.get('/online/public/search/wx/getImg', { bdcdyid: found.body.bdcdyid })).toMatchObject({ status: 404, body: { errmsg: '分户图将在证书发放后三个工作日内上传，请耐心等待' } });
  });
});

describe.skipIf(!baseUrl)('the pdf.js viewer', () => {
  it('is served at /online/assets/pdf/web/viewer.html with its worker', async () => {
    const client = new TestClient(baseUrl);
    const page = await client.get('/online/assets/pdf/web/viewer.html', { file: '/x.pdf' });
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('viewer.js');
    const worker = await fetch(`${baseUrl}/online/assets/pdf/web/pdf.worker.min.mjs`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
  });
});
