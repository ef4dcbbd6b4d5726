import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDialog, openAs } from '../support/browserSignIn';
import { addPerson, addTo, chooseBusiness, expectFitsPhones, pickItem, pickShown, saveAndReturn, tapThrough, typeField, uploadAndSubmit } from '../support/filingBrowser';
import type { ConfigPublished } from '../../engine/contract/staff/configuration';
import { readSchemaFiles } from '../../engine/schemas/node/readSchemaFiles';
import { schemasWithGiftBusiness } from '../support/giftBusiness';
import { initialisedDataDir } from '../support/initialisedPglite';
import { launchChromium, phoneContext } from '../support/phoneBrowser';
import { startServerProcess, type ServerProcessRun } from '../support/serverProcess';
import { signInStaff } from '../support/staffClient';

/**
 * Issue 19, "pages are data", and issue 30: a business added by configuration alone (赠与转移登记
 * with its own fill page, detail page, sub-form, dictionary, conditional rule, attachment group and
 * routing row: tests/support/giftBusiness.ts), published through the configuration console's API by
 * a configuration editor while the hall runs, is filed from region selection to /prodoing without a
 * restart, with the app built from this repository's code as it is.
 */

const DONEE = { name: '王淑芬', id: '130402199007082649', phone: '13912345678', address: '邯郸市复兴区建设大街1号' };
const DONOR = { name: '张建国', id: '130402198503151231', phone: '13812345678', address: '邯郸市丛台区中华北大街1号' };

/** A whole filing is some forty taps and a dozen calls; on a busy two-core machine that takes a while. */
const FLOW_MS = 300_000;

let schemasDir = '';
let dataDir = '';
let server: ServerProcessRun | undefined;
let baseUrl = '';
let browser: Browser | undefined;

beforeAll(async () => {
  schemasDir = schemasWithGiftBusiness();
  dataDir = await initialisedDataDir('hall-gift-data-');
  // Started on the repository's configuration: the gift business is published to the running hall.
  server = startServerProcess({ DATA_DIR: dataDir });
  [baseUrl, browser] = await Promise.all([server.listening(), launchChromium()]);
  const editor = await signInStaff(baseUrl, 'demo-config', 'demo-config-2026');
  const files = Object.fromEntries(readSchemaFiles(schemasDir).map((file) => [file.path, file.json]));
  const published = await editor.post<{ errcode: string; data: ConfigPublished }>('/staff/api/configuration/publish', { files, note: '赠与转移登记' });
  expect(published.body).toMatchObject({ errcode: '00', data: { number: 2 } });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  for (const dir of [schemasDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function open(openid: string, at: string): Promise<Page> {
  const page = await (await phoneContext(browser!, baseUrl)).newPage();
  await openAs(page, baseUrl, openid, at);
  return page;
}

/** The application as the server stored it (the owner's own read, through the page's session). */
async function stored(page: Page, slsqId: string) {
  const answer = await page.request.post(`${baseUrl}/online/wx/apilist/getApply`, { data: { slsqId, reqseq: `t-${Date.now()}-${Math.random()}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { proinst: Record<string, unknown>; sqrs: Record<string, unknown>[]; qlxxInfo: Record<string, Record<string, unknown>> } }).data;
}

describe('a business added by configuration alone', () => {
  it('passes the schema check and files 赠与转移登记 from region selection through its own pages and sub-form to /prodoing', async () => {
    const check = (await (await fetch(`${baseUrl}/api/schemas/_check`)).json()) as { data: { problems: unknown[] } };
    expect(check.data.problems).toEqual([]);
    const page = await open('demo-verified', '/seladd');
    await chooseBusiness(page, { district: '复兴区', type: '转移登记', business: '赠与转移登记' });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofillzydj\?/);
    const slsqId = new URL(page.url()).searchParams.get('id') ?? '';

    // Its own fill page: sections named by the business's aliases, its own rights section; the
    // top bar takes the fill pages' family title (pages.json names no such page).
    for (const title of ['受赠人', '赠与人', '不动产单元信息', '赠与信息']) await page.getByRole('heading', { name: title }).waitFor();
    await expect.poll(() => page.title()).toContain('信息填写');
    await expectFitsPhones(page);
    await addPerson(page, '受赠人', DONEE);
    await addPerson(page, '赠与人', DONOR);

    await addTo(page, '不动产单元信息');
    await page.waitForURL(/\/info\/houseinfo\?/);
    for (const [field, value] of Object.entries({ bdcqzmh: '冀(2019)邯郸市不动产权第0016875号', bdcdyh: '130403007001GB00123F00031502', zl: '复兴区锦绣花园3号楼1单元101', fwsyqmj: '98.5', qdjg: '0' })) {
      await typeField(page, 'fwxx', field, value);
    }
    await pickShown(page, 'fwyt');
    await saveAndReturn(page);

    // The new sub-form with its own dictionary; its rule shows and requires the explanation only for 其他.
    await addTo(page, '赠与信息');
    await page.waitForURL(/\/info\/zyxxinfo\?/);
    await page.locator('[data-form="zyxx"]').waitFor();
    expect(await page.locator('#f_zyxx_gxsm').count()).toBe(0);
    await pickItem(page, 'zygx', '其他');
    await page.locator('#f_zyxx_gxsm').waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await answerDialog(page)).toBe('必填哦');
    expect(page.url()).toContain('/info/zyxxinfo');
    await typeField(page, 'zyxx', 'gxsm', '多年好友');
    await saveAndReturn(page);
    await page.locator('[data-section="rights-zyxx"] .filing-row').waitFor();

    await tapThrough(page, '下一步', /\/upload\?/);
    await page.locator('[data-group="赠与合同"]').waitFor();
    await uploadAndSubmit(page, /\/applyDetailZydj\?/);

    const application = await stored(page, slsqId);
    expect(application.proinst).toMatchObject({ prodefid: '3002', shzt: 0 });
    expect(application.qlxxInfo.ZYXX).toMatchObject({ zygx: '99', gxsm: '多年好友' });
    await page.getByText(String(application.proinst.prolsh)).waitFor();
  }, FLOW_MS);

  it('shows a page of a configured shape that the configuration does not make as the 404 page', async () => {
    const page = await open('demo-verified', '/info/infofillnope');
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 740 });
      for (const at of ['/info/infofillnope', '/applyDetailNope?id=1', '/nopeD']) {
        await page.goto(`${baseUrl}${at}`);
        await page.getByRole('heading', { name: '页面不存在' }).waitFor();
      }
    }
    // Pages the configuration added are no 404: the gift's detail page and its record preview answer for an unknown application.
    for (const at of ['/applyDetailZydj?id=nope', '/zyxxD?slsqId=nope&id=nope']) {
      // Judged once the configuration is here (before it, every page of a configured shape draws its screen).
      const configuration = page.waitForResponse((response) => response.url().includes('/api/schemas/_bundle'));
      await page.goto(`${baseUrl}${at}`);
      await configuration;
      await page.waitForLoadState('networkidle');
      await page.locator('.page-state-title').waitFor();
      expect(await page.getByRole('heading', { name: '页面不存在' }).count(), at).toBe(0);
    }
  }, 120_000);
});
