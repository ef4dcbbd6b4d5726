import type { Browser, Download } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { launchChromium } from '../support/phoneBrowser';
import { readXlsx } from '../support/readXlsx';
import { staffSignedIn } from '../support/staffBrowser';
import { stageAction } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
/** The bytes of a download the page started. */
async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('the statistics page at 1280 px (issue 31)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('shows the figures of the last 30 China days with their charts, downloads CSV and Excel, passes axe', async () => {
    // One case received and accepted today on this worker's server (others' cases count too: at least one).
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'accept');

    const { context, page } = await staffSignedIn(browser, baseUrl, 'demo-reviewer');
    await page.getByRole('menuitem', { name: '统计分析' }).click();
    await page.waitForURL('**/staff/statistics');
    await page.getByRole('heading', { name: '统计分析' }).waitFor();
    const today = chinaDay(new Date());
    const monthAgo = chinaDay(new Date(Date.now() - 29 * 86_400_000));
    await page.getByRole('heading', { name: `${monthAgo} 至 ${today}（中国时间）` }).waitFor();

    const totals = page.getByTestId('statistics-totals');
    for (const title of ['收件', '受理', '办结', '退回补正', '不予受理/不通过', '一次办结率']) await totals.getByText(title, { exact: true }).waitFor();
    const accepted = Number((await totals.locator('.ant-statistic').nth(1).locator('.ant-statistic-content-value').textContent())?.replaceAll(',', ''));
    expect(accepted).toBeGreaterThanOrEqual(1);
    // The per-day chart draws (a canvas inside its labelled figure); the table lists today first, in China days.
    await page.getByRole('img', { name: '每日收件、受理、办结、退回、驳回' }).locator('canvas').first().waitFor();
    const dayTable = page.locator('.ant-card', { has: page.getByRole('heading', { name: '按日' }) });
    await dayTable.getByRole('cell', { name: today, exact: true }).waitFor();
    await page.getByRole('heading', { name: '工作量（按人员）' }).waitFor();
    await page.getByRole('heading', { name: '超期预警（当前，按环节）' }).waitFor();
    await page.getByRole('cell', { name: '受理', exact: true }).first().waitFor();

    const [csv] = await Promise.all([page.waitForEvent('download'), dayTable.getByRole('link', { name: '按日 导出CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`statistics-days-${monthAgo}-${today}.csv`);
    const text = (await bytesOf(csv)).toString('utf8').replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('"日期","收件","受理","办结","退回补正","不予受理/不通过"');
    expect(text).toContain(`"${today}",`);

    const members = page.locator('.ant-card', { has: page.getByRole('heading', { name: '工作量（按人员）' }) });
    const [xlsx] = await Promise.all([page.waitForEvent('download'), members.getByRole('link', { name: '工作量（按人员） 导出Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`statistics-members-${monthAgo}-${today}.xlsx`);
    const rows = readXlsx(await bytesOf(xlsx));
    expect(rows[0]).toEqual(['工作人员', '受理', '办结', '退回补正', '不予受理/不通过', '办理操作', '当前认领在办']);
    expect(rows.slice(1).some((row) => typeof row[0] === 'string' && !row[0].startsWith('demo-') && Number(row[1]) >= 1)).toBe(true);

    // The whole page, the side menu included, colour contrast included (the staff theme, decision 0093).
    await page.mouse.move(0, 0);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();
  }, 120_000);

  it('shows a refused range in words', async () => {
    const { context, page } = await staffSignedIn(browser, baseUrl, 'demo-acceptance');
    await page.goto('/staff/statistics');
    await page.getByRole('heading', { name: '统计分析' }).waitFor();
    await page.getByPlaceholder('开始日期').fill('2020-01-01');
    await page.getByPlaceholder('结束日期').fill('2026-01-01');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /统\s*计/ }).click();
    await page.getByRole('alert').getByText('日期范围不正确：起始日期不能晚于结束日期，且跨度不能超过366天').waitFor();
    await context.close();
  }, 60_000);
});
