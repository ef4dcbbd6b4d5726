/**
 * Confirmation by every party on two phones (issue 21, docs/decisions/0055): the buyer's sale
 * cannot be submitted until the seller, on a phone of their own, proves who they are with the face
 * check, reads the application and confirms with the SMS code.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestSmsCode } from '../support/accountHelpers';
import { seriousAxeFindings } from '../support/axe';
import { openAs } from '../support/browserSignIn';
import { LI } from '../../server/registry/seed/demoRegistry';
import { citizen, linkText, party, sale } from '../support/confirmationFixtures';
import { PHONE, launchChromium } from '../support/phoneBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

/** A phone of its own (390 px wide), signed in as openid at path. */
async function phoneOf(openid: string, path: string): Promise<Page> {
  const context = await browser!.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: baseUrl });
  contexts.push(context);
  const page = await context.newPage();
  await openAs(page, baseUrl, openid, path);
  return page;
}

/** The seller sells the flat the demo registry says she holds (the registry tells other applications nothing: docs/decisions/0058). */
const HER_FLAT = { bdcqzmh: '冀(2020)邯郸市不动产权第0020456号', bdcdyh: '130403011004GB00207F00050902', zl: '邯郸市丛台区联纺东路128号美的城5号楼3单元902室', fwyt: '10', fwsyqmj: 112.6, qdjg: 1200000 };

const stateOf = (page: Page) => page.locator('.confirmations-party .confirmations-state').first();

describe.skipIf(!baseUrl)('confirmation by every party, two phones', () => {
  it('the buyer sees the seller missing, the seller confirms on their phone, then the buyer submits', async () => {
    const [buyer, seller] = await Promise.all([citizen(baseUrl, 'buyer', '王买方'), party(baseUrl, 'seller', LI.name, LI.cardnum)]);
    const id = await sale(buyer, seller, HER_FLAT);

    // The buyer's phone: the detail page before submit names the seller, not asked yet; submit says who is missing.
    const buyerPage = await phoneOf(buyer.openid, `/applyDetailClfmm?id=${id}&djlx=200&qllx=4&isSubmit=true&appointment=0`);
    const section = buyerPage.locator('[data-section=confirmations]');
    await section.getByText('李秀英（卖方）').waitFor();
    expect(await stateOf(buyerPage).textContent()).toBe('未发送');
    expect(await section.textContent()).toContain(`${seller.phone.slice(0, 3)}****${seller.phone.slice(-4)}`);
    await buyerPage.getByRole('button', { name: '提交', exact: true }).click();
    // 确定 on the question; the alert that follows names who is missing.
    await buyerPage.locator('.adm-dialog-body').getByRole('button', { name: '确定', exact: true }).click();
    const missing = buyerPage.locator('.adm-dialog-body', { hasText: '尚待以下申请人确认：李秀英（卖方）' });
    await missing.waitFor();
    await missing.getByRole('button', { name: '确定', exact: true }).click();
    await missing.waitFor({ state: 'detached' });
    await section.getByRole('button', { name: '发送确认' }).click();
    await section.getByText('待确认', { exact: true }).waitFor();
    expect(await seriousAxeFindings(buyerPage)).toEqual([]);

    // The seller's phone: the link from the text, the face check, the application read-only, the code.
    const { token } = await linkText(seller.client, seller.phone);
    const sellerPage = await phoneOf(seller.openid, `/confirm/${token}`);
    await sellerPage.getByText('此链接请李秀英（卖方）确认该申请。').waitFor();
    expect(await seriousAxeFindings(sellerPage)).toEqual([]);
    await sellerPage.getByLabel('您的姓名').fill(seller.name);
    await sellerPage.getByLabel('您的身份证号').fill(seller.cardnum);
    await sellerPage.getByRole('button', { name: '开始人脸识别' }).click();
    await sellerPage.waitForURL(/\/wechat\/emulator\/face\?/);
    await sellerPage.getByRole('button', { name: '核验成功' }).click();
    await sellerPage.locator('[data-step=decide]').waitFor();
    expect(new URL(sellerPage.url()).search).toBe('');
    const shown = (await sellerPage.textContent('body')) ?? '';
    expect(shown).toContain('王买方');
    expect(shown).not.toContain(buyer.cardnum);
    expect(shown).not.toContain(buyer.phone);
    expect(await seriousAxeFindings(sellerPage)).toEqual([]);
    await sellerPage.getByRole('button', { name: '获取验证码' }).click();
    await sellerPage.getByRole('button', { name: /验证码已发送至/ }).waitFor();
    await sellerPage.getByLabel('短信验证码').fill(await latestSmsCode(seller.client, seller.phone));
    await sellerPage.getByRole('button', { name: '确认', exact: true }).click();
    await sellerPage.getByText('您已确认该申请').waitFor();

    // Back on the buyer's phone: the seller has confirmed, and submit goes through to the list.
    await buyerPage.reload();
    await buyerPage.locator('[data-section=confirmations]').getByText('已确认', { exact: true }).waitFor();
    await buyerPage.getByRole('button', { name: '提交', exact: true }).click();
    await buyerPage.locator('.adm-dialog-body').getByRole('button', { name: '确定', exact: true }).click();
    await buyerPage.waitForURL(/\/prodoing\?tab=/);
  });
});
