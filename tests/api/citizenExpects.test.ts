import crypto from 'node:crypto';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { fetchBytes, multipart, pdfText, waitForRecord, ZHANG, ZHANG_CERT } from '../support/registryHelpers';
import { TestClient } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

/** Issue 27, part 3: what a citizen would expect of the answers behind the pages. */
const baseUrl = apiBaseUrl();
const APILIST = '/online/wx/apilist';
const zhang = async () => new TestClient(baseUrl).signIn('demo-verified');

/** A licence of Zhang's certificate, as the licence query gives it out. */
async function licence(client: TestClient): Promise<Buffer> {
  const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/dzzzcertificateSearch`, { ...ZHANG, qzh: ZHANG_CERT, xzqdm: '130400' });
  const record = await waitForRecord(client, `${APILIST}/dzzzRecord`, submitted.body.data.ID);
  const link = await client.post<{ data: { url: string } }>(`${APILIST}/getDzzzPdf`, { id: record.ID });
  return (await fetchBytes(client, link.body.data.url)).bytes;
}

async function verified(client: TestClient, name: string, bytes: Buffer) {
  const upload = await client.request<{ data: { ID: string } }>('POST', `${APILIST}/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, { body: multipart([{ name, bytes }], { xzqdm: '130400', xzqmc: '邯郸市' }) });
  const record = await waitForRecord(client, `${APILIST}/dzzzverification`, upload.body.data.ID);
  const link = await client.post<{ data: { url: string } }>(`${APILIST}/getDzzzyqPdf`, { id: record.ID });
  return { record, text: (await pdfText((await fetchBytes(client, link.body.data.url)).bytes)).replace(/\s+/g, '') };
}

describe.skipIf(!baseUrl)('licence verification', () => {
  it('names the licence and the certificate it checked, and calls a failed check failed, not 未查到', async () => {
    const client = await zhang();
    const bytes = await licence(client);
    const passed = await verified(client, '证照.pdf', bytes);
    expect(passed.record).toMatchObject({ state: 20 });
    const licenceNumber = /证照编号：?(13040000\w+)/.exec((await pdfText(bytes)).replace(/\s+/g, ''))?.[1];
    expect(licenceNumber).toBeTruthy();
    expect(passed.text).toContain(`电子证照编号${licenceNumber}`);
    expect(passed.text).toContain(`不动产权证号${ZHANG_CERT}`);

    const tampered = Buffer.from(bytes);
    const at = tampered.indexOf('/Producer');
    tampered[at + 12] = tampered[at + 12]! ^ 1;
    const failed = await verified(client, '改过.pdf', tampered);
    expect(failed.record).toMatchObject({ state: 21, state_msg: '验证未通过' });
    // A changed file's own words are not trusted: neither number is read from it.
    expect(failed.text).not.toContain(ZHANG_CERT);
  });

  it('labels the upload limit 500M, as the specification does', async () => {
    const client = await zhang();
    // A body announced over the contract's 5,120,000,000 bytes is refused before it is read (not waited for).
    const url = new URL(`${APILIST}/getDzzzyqUpload?reqseq=${crypto.randomUUID()}`, baseUrl);
    const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(url, { method: 'POST', headers: { cookie: client.cookie, 'content-type': 'multipart/form-data; boundary=x', 'content-length': '6000000000' } });
      const timer = setTimeout(() => {
        request.destroy();
        resolve({ status: 0, body: 'not refused' });
      }, 3000);
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          clearTimeout(timer);
          request.destroy();
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(refused.status).toBe(413);
    expect((JSON.parse(refused.body) as { errmsg: string }).errmsg).toBe('文件大小不能超过500M');
  });
});

describe.skipIf(!baseUrl)('the report’s verification address', () => {
  it('opens a page in China time for a scanner that asks for anything, and JSON only when asked for', async () => {
    const client = await zhang();
    const submitted = await client.post<{ data: { ID: string } }>(`${APILIST}/certificateSearch`, { ...ZHANG, qzh: ZHANG_CERT, xzqdm: '130400', xzqmc: '邯郸市' });
    const record = await waitForRecord(client, `${APILIST}/zsrecord`, submitted.body.data.ID);
    const link = await client.post<{ data: { url: string } }>(`${APILIST}/querySearch`, { id: record.ID });
    const text = (await pdfText((await fetchBytes(client, link.body.data.url)).bytes)).replace(/\s+/g, '');
    const address = /验证地址：(\S+?dyid=[A-Z0-9]+)/.exec(text)![1]!;
    const path = new URL(address).pathname + new URL(address).search;

    const page = await fetch(`${baseUrl}${path}`, { headers: { accept: '*/*' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<h1>');
    expect(html).toContain(ZHANG_CERT);
    expect(html).toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(html).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d/);

    const json = await fetch(`${baseUrl}${path}`, { headers: { accept: 'application/json' } });
    expect(json.headers.get('content-type')).toContain('application/json');
  });
});

describe.skipIf(!baseUrl)('picture uploads', () => {
  it('refuses a picture over 10 MB saying so, in the citizen’s words', async () => {
    const { client } = await import('../support/testClient').then((m) => m.newSignedInUser(baseUrl));
    const form = new FormData();
    form.set('media', new Blob([new Uint8Array(Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(12 * 1024 * 1024)]))], { type: 'image/jpeg' }), 'photo.jpg');
    const answer = await client.request<{ message: string }>('POST', `/wechat/emulator/media/upload?reqseq=${crypto.randomUUID()}`, { body: form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(413);
    expect(answer.body.message).toBe('图片不能超过10MB');
  });
});

describe.skipIf(!baseUrl)('stage names in English', () => {
  it('names the stages the hall writes in the citizen’s language', async () => {
    const { call, firstMortgage } = await import('../support/applicationFixtures');
    const client = await zhang();
    const id = await firstMortgage(client);
    const { prolsh } = await call(client, 'submitApplyProject', { proinstid: id });
    const english = await client.request<{ data: { activityName: string; steps: { activityName: string }[] } }>('POST', `${APILIST}/process`, {
      body: JSON.stringify({ reqseq: crypto.randomUUID(), lsh: prolsh }),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    // Submitted, not yet accepted: one step, the filing (已受理 comes with the acceptance, 0060).
    expect(english.body.data.steps.map((step) => step.activityName)).toEqual(['Filed online']);
    expect(english.body.data.activityName).toBe('Filed online');
    const chinese = await client.post<{ data: { steps: { activityName: string }[] } }>(`${APILIST}/process`, { lsh: prolsh });
    expect(chinese.body.data.steps.map((step) => step.activityName)).toEqual(['网上申请']);
  });
});

describe.skipIf(!baseUrl)('the unit form’s certificate picker', () => {
  it('lists the valid certificates the citizen holds, whose units the lookup fills in, and no one else’s', async () => {
    const client = await zhang();
    const held = await client.post<{ data: { bdcqzh: string; zl: string }[] }>('/mpnw/api/singleApply/heldCertificates');
    expect(held.status).toBe(200);
    const numbers = held.body.data.map((certificate) => certificate.bdcqzh);
    expect(numbers).toContain(ZHANG_CERT);
    expect(numbers).toContain('冀(2022)邯郸市不动产权第0031207号');
    expect(numbers).not.toContain('冀(2012)邯郸市不动产权第0004511号'); // cancelled
    expect(numbers).not.toContain('冀(2018)邯郸市不动产权第0009773号'); // someone else's
    const units = await client.post<{ data: { bdcdyh: string }[] }>('/mpnw/api/singleApply/searchBdcdyInfoByBdcqzh', { bdcqzh: '冀(2022)邯郸市不动产权第0031207号' });
    expect(units.body.data).toHaveLength(2);
  });

  it('says what a unit number looks like when one is mistyped', async () => {
    const { call } = await import('../support/applicationFixtures');
    const client = await zhang();
    const { proinstid } = await call(client, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
    const bad = await client.post<{ errmsg: string }>('/online/wx/apilist/addReleasteInfo', { proinstid, fwxxs: [{ bdcqzmh: ZHANG_CERT, bdcdyh: '130403007001GB00123F0003150', zl: '锦绣花园' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errmsg).toContain('28位');
    expect(bad.body.errmsg).toContain('130402001001GB00001F00010001');
  });
});
