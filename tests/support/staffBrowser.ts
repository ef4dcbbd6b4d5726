import type { Browser, Page } from 'playwright-core';

/** A registry office's desktop screen. */
export const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };

/** Signs in on the staff app's page with a password (no second factor). */
export async function signInWithPassword(page: Page, username: string, password: string) {
  await page.goto('/staff');
  await page.waitForURL('**/staff/sign-in');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** A demo member's queue row of an application; it may be on a later page of a busy queue, so the pages are walked by cursor. */
export async function queueRowOf(browser: Browser, baseUrl: string, username: string, prolsh: string) {
  const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl });
  const page = await context.newPage();
  await signInWithPassword(page, username, `${username}-2026`);
  await page.waitForURL('**/staff/queue');
  const row = page.getByRole('row', { name: new RegExp(prolsh) });
  await page.locator('.ant-table-row').first().waitFor();
  while (!(await row.isVisible())) {
    await page.getByRole('button', { name: '下一页' }).click();
    await page.locator('.ant-table-row').first().waitFor();
  }
  return { context, page, row };
}
