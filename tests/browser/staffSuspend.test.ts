import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { launchChromium } from '../support/phoneBrowser';
import { caseFileOf } from '../support/staffBrowser';
import { demoStaff } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

describe('挂起 and 恢复 in the case file at 1280 px (issue 29)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the clerk sees the working days left, suspends with a reason and an expected day (asked for, both), and resumes', async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const resumeOn = new Date(Date.now() + 8 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);

    const { context, page } = await caseFileOf(browser, baseUrl, 'demo-acceptance', id, '一般抵押权首次登记');
    page.setDefaultTimeout(30_000);
    await page.getByText(/剩余\d+个工作日/).waitFor();

    await page.getByRole('button', { name: /挂\s*起/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // Both are asked for before anything is sent.
    await expect.poll(() => dialog.getByText('请填写挂起原因和预计恢复日期').count()).toBe(2);
    await dialog.getByLabel('挂起原因').fill('等待法院协助执行通知');
    await dialog.getByLabel('预计恢复日期').fill(resumeOn);
    await dialog.getByLabel('预计恢复日期').press('Enter');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();

    await page.locator('.ant-tag').getByText('已挂起', { exact: true }).waitFor();
    await page.getByText(`等待法院协助执行通知（预计${resumeOn}恢复办理）`).waitFor();
    expect(await page.getByRole('button', { name: /受\s*理/ }).count()).toBe(0);

    await page.getByRole('button', { name: /恢\s*复/ }).click();
    await page.getByText('恢复办理', { exact: true }).waitFor();
    await page.locator('.ant-tag').getByText('已挂起', { exact: true }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: /挂\s*起/ }).waitFor();
    await context.close();

    const file = await (await demoStaff(baseUrl, 'acceptance')).get<{ data: { application: { suspended: boolean; daysLeft: number } } }>(`/staff/api/review/applications/${id}`);
    expect(file.body.data.application).toMatchObject({ suspended: false, daysLeft: expect.any(Number) });
  }, 180_000);
});
