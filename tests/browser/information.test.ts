import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('information lists', () => {
  it('pages through the public notices, searches them and opens one with a back action', async () => {
    const page = await phone.open('demo-verified', '/gsgg');
    await page.getByText('共 33 条').waitFor();
    expect(await page.locator('.info-items .adm-list-item').count()).toBe(5);
    // 7 pages: the buttons collapse with an ellipsis.
    expect(await page.locator('.pager-ellipsis').count()).toBeGreaterThan(0);
    const first = await page.locator('.info-items .adm-list-item').first().textContent();
    await page.getByRole('button', { name: '第 2 页' }).click();
    await page.waitForURL(/page=2/);
    expect(await page.locator('.info-items .adm-list-item').first().textContent()).not.toBe(first);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('searchbox').fill('永年区');
    await page.getByRole('searchbox').press('Enter');
    await page.waitForURL(/searchVal=/);
    await page.locator('.info-items .adm-list-item', { hasText: '永年区' }).first().waitFor();
    const titles = await page.locator('.info-items .adm-list-item').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes('永年区'))).toBe(true);
    expect(await page.locator('.pager').count()).toBe(0); // 4 results: no pagination

    await page.locator('.info-items .adm-list-item').first().click();
    await page.waitForURL(/\/gsgg\?uuid=/);
    await page.getByText('不动产坐落：', { exact: false }).waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '返回列表' }).click();
    await page.waitForURL((url) => url.pathname === '/gsgg' && !url.search.includes('uuid'));
  });

  it('sizes the laws page to the window minus 46 and shows a policy', async () => {
    const page = await phone.open('demo-verified', '/laws');
    await page.getByText('共 7 条').waitFor();
    await page.getByRole('button', { name: '第 2 页' }).click();
    const regulation = page.locator('.info-items .adm-list-item', { hasText: /^不动产登记暂行条例2019-03-24$/ });
    await regulation.waitFor();
    const height = await page.locator('.info-list').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(740 - 46);
    await regulation.click();
    await page.getByText(/第八条/).waitFor();
    await page.getByRole('button', { name: '返回列表' }).click();
    await page.waitForURL((url) => url.pathname === '/laws' && !url.search.includes('uuid'));
    await page.getByText('共 7 条').waitFor();

    await page.goto(`${baseUrl}/gov/tzgg`);
    await page.getByText('关于2025年清明节假期不动产登记窗口办公时间的通知').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
