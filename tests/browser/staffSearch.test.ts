import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, firstMortgage, holder, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { launchChromium } from '../support/phoneBrowser';
import { staffButton, staffSignedIn } from '../support/staffBrowser';
import { decide, demoStaff } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

describe('finding a case in the staff app at 1280 px (issue 31)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  /** A citizen's first mortgage in 邯山区, submitted (at acceptance), with its acceptance number. */
  const filed = async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const file = await (await demoStaff(baseUrl, 'acceptance')).get<{ data: { application: { prolsh: string } } }>(`/staff/api/review/applications/${id}`);
    return { id, prolsh: file.body.data.application.prolsh };
  };

  it('a reviewer finds a rejected case by its number, sees ID numbers masked, opens it and pages its materials across groups; a failed search shows its message', async () => {
    const { id, prolsh: rejected } = await filed();
    await decide(baseUrl, id, 'reject', { sh_xmsl_yj: '材料不全' });

    const { context, page } = await staffSignedIn(browser, baseUrl, 'demo-reviewer');
    await page.getByRole('menuitem', { name: '综合查询' }).click();
    await page.waitForURL('**/staff/search');
    await page.getByRole('heading', { name: '综合查询' }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A masked ID number is no search: the server's message is shown.
    await page.getByLabel('证件号码').fill('1304**********1231');
    await page.getByRole('button', { name: staffButton('查询') }).click();
    await page.getByRole('alert').getByText('请输入完整的证件号码（不能含*号或其他符号）').waitFor();

    await page.getByLabel('证件号码').fill('');
    await page.getByLabel('受理编号').fill(rejected);
    await page.getByRole('button', { name: staffButton('查询') }).click();
    const row = page.getByRole('row', { name: new RegExp(rejected) });
    await row.waitFor();
    expect(await row.textContent()).toContain('驳回');
    expect(await row.textContent()).toContain(`${holder.sqr_zjh.slice(0, 4)}**********${holder.sqr_zjh.slice(-4)}`);
    expect(await row.textContent()).not.toContain(holder.sqr_zjh);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await row.getByRole('link', { name: rejected }).click();
    await page.waitForURL(`**/staff/applications/${id}`);
    await page.getByRole('heading', { name: '一般抵押权首次登记' }).waitFor();
    // The preview pages through every picture of every group (3 / 12), naming the group.
    const thumbs = page.locator('[data-group] img');
    const total = await thumbs.count();
    expect(total).toBeGreaterThan(1);
    const groups = await page.locator('[data-group]').evaluateAll((cards) => cards.filter((card) => card.querySelector('img')).length);
    expect(groups).toBeGreaterThan(1);
    await thumbs.first().click();
    await page.getByText(new RegExp(`（1 / ${total}）$`)).waitFor();
    for (let n = 2; n <= total; n++) {
      await page.keyboard.press('ArrowRight');
      await page.getByText(new RegExp(`（${n} / ${total}）$`)).waitFor();
    }
    await context.close();
  });

  it('the queue filters by a region picked by its name, lists 已办, and shows a failed call’s message', async () => {
    const { prolsh } = await filed();
    const { context, page } = await staffSignedIn(browser, baseUrl, 'demo-acceptance');
    await page.getByRole('columnheader', { name: '法定办结期限' }).waitFor();

    const pick = async (name: string) => {
      const picker = page.getByLabel('区域', { exact: true });
      await picker.click();
      await picker.fill(name.slice(0, 2));
      await page.locator('.ant-select-item-option', { hasText: name }).click();
    };
    await pick('丛台区');
    const other = page.waitForRequest(/\/staff\/api\/review\/queue\?region=130403/);
    await page.getByRole('button', { name: staffButton('查询') }).click();
    await other;
    await page.locator('.ant-table-tbody').waitFor();
    await expect.poll(async () => (await page.locator('.ant-table-row').allTextContents()).every((text) => text.includes('丛台区'))).toBe(true);

    await pick('邯山区');
    const mine = page.waitForResponse(/\/staff\/api\/review\/queue\?region=130402/);
    await page.getByRole('button', { name: staffButton('查询') }).click();
    await mine;
    await page.locator('.ant-table-row').first().waitFor();
    expect((await page.locator('.ant-table-row').allTextContents()).every((text) => text.includes('邯山区'))).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);

    // A queue call that fails says so, in the server's words.
    await page.route('**/staff/api/review/queue?*', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errcode: '-1', errmsg: '参数无效：region', data: null }) }));
    await pick('复兴区');
    await page.getByRole('button', { name: staffButton('查询') }).click();
    await page.getByRole('alert').getByText('参数无效：region').waitFor();
    await page.unroute('**/staff/api/review/queue?*');

    // 已办: the acceptance clerk accepts the case, and finds it among the cases acted on.
    const id = (await (await demoStaff(baseUrl, 'acceptance')).get<{ data: { rows: Array<{ id: string; prolsh: string }> } }>(`/staff/api/search/applications?prolsh=${prolsh}`)).body.data.rows[0]!.id;
    const accepted = await (await demoStaff(baseUrl, 'acceptance')).post(`/staff/api/review/applications/${id}/accept`, { requestId: crypto.randomUUID(), stage: 'acceptance' });
    expect(accepted.status).toBe(200);
    await page.getByRole('tab', { name: '已办' }).click();
    await page.getByRole('row', { name: new RegExp(prolsh) }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await context.close();
  });
});
