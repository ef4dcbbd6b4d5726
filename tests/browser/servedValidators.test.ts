import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerDialog, openAs } from '../support/browserSignIn';
import { addTo, chooseBusiness, pickItem } from '../support/filingBrowser';
import { schemasWithGiftBusiness } from '../support/giftBusiness';
import { launchChromium, PHONE } from '../support/phoneBrowser';
import { startTestServer } from '../support/startTestServer';

/**
 * Issue 30: a sub-form added by configuration alone (the gift business's 赠与信息, which no build
 * compiled) is checked in the phone's browser by the validators the server compiled for it
 * (docs/decisions/0086), under the pages' strict script policy: no "本地校验不可用" note, and a
 * check only the compiled schema makes (a format: a length the input itself caps) answers before
 * anything is sent.
 */

let schemasDir = '';
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  schemasDir = schemasWithGiftBusiness();
  // The explanation in Chinese only: a check of the compiled schema alone (the plan knows nothing of formats).
  const formFile = path.join(schemasDir, 'forms/zyxx.json');
  const form = JSON.parse(fs.readFileSync(formFile, 'utf8')) as { schema: { properties: Record<string, Record<string, unknown>> } };
  form.schema.properties.gxsm!.format = 'chinese';
  fs.writeFileSync(formFile, JSON.stringify(form, null, 2));
  [server, browser] = await Promise.all([startTestServer({ SCHEMAS_DIR: schemasDir, WX_CODE_TTL_SECONDS: '300' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (schemasDir) fs.rmSync(schemasDir, { recursive: true, force: true });
});

/** A 390 px phone (the CJK font is the machine's), noting the scripts it loads and the CSP violations it reports. */
async function phone(): Promise<{ page: Page; scripts: string[]; violations: string[] }> {
  const context = await browser!.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: server!.url });
  const page = await context.newPage();
  const scripts: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, scripts, violations };
}

describe('validators of a form added by configuration', () => {
  it('checks the gift info sub-form in the browser with the served module, without the server-only note', async () => {
    const { page, scripts, violations } = await phone();
    await openAs(page, server!.url, 'demo-verified', '/seladd');
    await chooseBusiness(page, { district: '复兴区', type: '转移登记', business: '赠与转移登记' });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofillzydj\?/);
    await addTo(page, '赠与信息');
    await page.waitForURL(/\/info\/zyxxinfo\?/);

    await page.locator('[data-form="zyxx"][data-validator="precompiled"]').waitFor();
    expect(scripts.some((script) => /^\/api\/validators\/[0-9a-f]+\/zyxx\.js$/.test(script)), scripts.join('\n')).toBe(true);
    expect(await page.getByText('本地校验不可用').count()).toBe(0);

    // 关系说明 shows for 其他; not in Chinese, leaving it tells at once, from the compiled schema.
    await pickItem(page, 'zygx', '其他');
    const explanation = page.locator('#f_zyxx_gxsm');
    await explanation.fill('friends');
    const told = page.getByText(/格式不对/).first().waitFor();
    await explanation.blur();
    await told;

    // 保存 is refused in the page: nothing is sent.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(new URL(request.url()).pathname);
    });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect(await answerDialog(page)).toMatch(/格式不对/);
    expect(sent).toEqual([]);
    expect(page.url()).toContain('/info/zyxxinfo');
    expect(await page.getByText('本地校验不可用').count()).toBe(0);
    expect(violations).toEqual([]);
  }, 240_000);
});
