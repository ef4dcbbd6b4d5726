import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { openAs } from '../support/browserSignIn';
import { launchChromium, PHONE } from '../support/phoneBrowser';
import { staffButton, staffSignedIn } from '../support/staffBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

/**
 * The content editor's feedback inbox (issue 32): a citizen's feedback shows first in the inbox at
 * 1280 px, the editor replies, and the citizen is told (the message centre) and reads the reply in
 * /feedBackDetail at 390 px.
 */
describe("the content editor's feedback inbox", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a new feedback first, takes the reply, and the citizen is told and reads it', async () => {
    // A citizen with a bound phone: the reply's text goes to it, and the message centre lists what was sent.
    const citizen = await verifiedCitizen(baseUrl);
    const content = `希望窗口增加周六上午时段 ${crypto.randomBytes(3).toString('hex')}`;
    const sent = await citizen.client.post<{ state: number; data: { id: string } }>('/online/wx/apilist/sendSaveFeedback', { content });
    expect(sent.body.state).toBe(1);
    const id = sent.body.data.id;

    const { context, page } = await staffSignedIn(browser, baseUrl, 'demo-content', { landing: '**/staff/feedback' });
    await page.getByRole('heading', { level: 1, name: '意见反馈' }).waitFor();
    const first = page.locator('.ant-table-row').first();
    await first.getByText(content).waitFor();
    expect(await first.textContent()).toContain('未回复');
    expect(await first.textContent()).toContain(`${citizen.phone.slice(0, 3)}****${citizen.phone.slice(-4)}`);
    expect(await first.textContent()).not.toContain(citizen.phone);
    expect(await first.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(await page.locator('h1').count()).toBe(1);

    // Searched by its words, it is the one row.
    await page.getByLabel('关键词').fill(content.split(' ')[1]!);
    await page.getByRole('button', { name: staffButton('查询') }).click();
    await expect.poll(() => page.locator('.ant-table-row').count()).toBe(1);

    await first.getByRole('button', { name: staffButton('回复') }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(content).waitFor();
    // An empty reply is refused in words before any call.
    await drawer.getByRole('button', { name: '提交回复' }).click();
    await drawer.getByText('回复内容不能为空').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const reply = '您好，周六上午窗口已于本月起开放，欢迎预约办理。';
    await drawer.getByLabel('回复内容').fill(reply);
    await drawer.getByRole('button', { name: '提交回复' }).click();
    await page.getByText('已回复，已通知反馈人').waitFor();
    await drawer.getByText(reply).waitFor();
    await drawer.getByText('demo-content').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await page.locator('.ant-table-row').first().textContent()) ?? '').toContain('已回复');
    await context.close();

    // The citizen's phone at 390 px: the message centre tells of the reply and leads to it.
    const phone = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 844 }, baseURL: baseUrl });
    const mobile = await phone.newPage();
    await openAs(mobile, baseUrl, citizen.openid, '/my/messages');
    const told = mobile.locator('.messages-list .adm-list-item', { hasText: '意见反馈已回复' }).first();
    await expect.poll(async () => (await told.count()) > 0 || (await mobile.reload(), false), { timeout: 30_000, interval: 1000 }).toBe(true);
    await told.click();
    await mobile.waitForURL(`**/my/feedBackDetail?id=${id}`);
    await mobile.getByText(reply).waitFor();
    await mobile.getByText(content).waitFor();
    expect(await seriousAxeFindings(mobile)).toEqual([]);
    await phone.close();
  });
});
