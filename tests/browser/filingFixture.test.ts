import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from '../support/browserSignIn';
import { startTestServer } from '../support/startTestServer';
import { launchChromium, phoneContext } from '../support/phoneBrowser';
import { addPerson, addTo, addUnit, chooseBusiness, pickShown, saveAndReturn, tapThrough, typeField, uploadAndSubmit } from '../support/filingBrowser';

/**
 * A business added by configuration alone: a copy of schemas/ gets one more sub-business (a gift
 * of a house), a routing row sending it to the generic fill page, its own section names and the
 * sale's attachment groups. A server reading that copy (SCHEMAS_DIR) serves
 * it, and a citizen files it end to end — no TypeScript knows this business.
 */

const BUSINESS = {
  id: '3901',
  prodef_name: '房屋赠与转移登记（配置新增）',
  yhlx: '0',
  djlx: '200',
  qllx: '4',
  code: 'ZYZY01',
  titleConfig: 'fwxx-sale',
  qlrAlias: '受赠人',
  ywrAlias: '赠与人',
};

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  fs.writeFileSync(file, JSON.stringify(json, null, 2));
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-filing-fixture-'));
const schemasDir = path.join(work, 'schemas');
let server: { url: string; close: () => Promise<void> };
let baseUrl = '';
let browser: Browser;

beforeAll(async () => {
  fs.cpSync('schemas', schemasDir, { recursive: true });
  editJson(path.join(schemasDir, 'businesses/catalogue.json'), (catalogue) => {
    const parents = catalogue.parents as Array<{ Id: string; Prodefs: unknown[] }>;
    parents.find((parent) => parent.Id === 'P30')!.Prodefs.push(BUSINESS);
  });
  // Its own row in the routing table: this business is filled on the generic page.
  editJson(path.join(schemasDir, 'routing/fill-routes.json'), (routing) => {
    (routing.rows as unknown[]).unshift({ djlx: '200', qllx: '4', when: { fact: 'prodefid', eq: BUSINESS.id }, fill: 'infofill', detail: 'ApplyDetail', meaning: 'gift of a house (fixture)' });
  });
  editJson(path.join(schemasDir, 'attachments/sale.json'), (attachments) => {
    (attachments.businesses as string[]).push(BUSINESS.id);
  });
  server = await startTestServer({ WX_CODE_TTL_SECONDS: '300', SCHEMAS_DIR: schemasDir });
  baseUrl = server.url;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});


describe('a business added under schemas/ only', () => {
  it('passes the schema check and is filed end to end on the generic fill page', async () => {
    const check = (await (await fetch(`${baseUrl}/api/schemas/_check`)).json()) as { data: { problems: unknown[] } };
    expect(check.data.problems).toEqual([]);

    const page: Page = await (await phoneContext(browser, baseUrl)).newPage();
    await openAs(page, baseUrl, 'demo-verified', '/seladd');
    await chooseBusiness(page, { district: '复兴区', type: '转移登记', business: BUSINESS.prodef_name });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofill\?/);
    const slsqId = new URL(page.url()).searchParams.get('id') ?? '';
    for (const title of ['受赠人', '赠与人', '不动产单元信息', '权利信息']) await page.getByRole('heading', { name: title }).waitFor();

    await addPerson(page, '受赠人', { name: '张建国', id: '130402198503151231', phone: '13812345678', address: '邯郸市复兴区建设大街1号' });
    await addPerson(page, '赠与人', { name: '王淑芬', id: '130402199007082649', phone: '13912345678', address: '邯郸市复兴区建设大街1号' });
    await addUnit(page, { bdcqzmh: '冀(2016)邯郸市不动产权第0008321号', bdcdyh: '130402001002GB00002F00020002', zl: '复兴区锦绣花园5号楼2单元202', fwsyqmj: '76.2', qdjg: '0' });
    await addTo(page, '权利信息');
    await page.waitForURL(/\/info\/qlxxinfo\?/);
    await typeField(page, 'qlxx', 'qdjg', '0');
    await pickShown(page, 'jgdw');
    await saveAndReturn(page);

    await tapThrough(page, '下一步', /\/upload\?/);
    await uploadAndSubmit(page, /\/ApplyDetail\?/);

    const answer = await page.request.post(`${baseUrl}/online/wx/apilist/getApply`, { data: { slsqId, reqseq: `fixture-${Date.now()}` } });
    const stored = ((await answer.json()) as { data: { proinst: Record<string, unknown>; sqrs: unknown[]; units: unknown[]; qlxxInfo: Record<string, unknown> } }).data;
    expect(stored.proinst).toMatchObject({ prodefid: BUSINESS.id, djlx: '200', qllx: '4', shzt: 0 });
    expect(stored.sqrs).toHaveLength(2);
    expect(stored.units).toHaveLength(1);
    expect(stored.qlxxInfo.QLXX).toMatchObject({ qdjg: 0, jgdw: '3' });
  }, 300_000);
});
