import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAs } from '../support/browserSignIn';
import { DEMO_BANK, mortgageNaming } from '../support/partnerFixtures';
import { launchChromium, PHONE } from '../support/phoneBrowser';
import { codeNow, secretOf } from '../support/staffClient';
import { startTestServer } from '../support/startTestServer';

/** A bank's desktop screen. */
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'zh-CN' };

// A server of this file's own: the application is put in its database after submit.
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ WX_CODE_TTL_SECONDS: '300', PHONE_CODE_TTL_SECONDS: '300' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the partner system (issue 21)', () => {
  it('the demo bank signs in, lists the application naming it, and opens it read-only with the numbers masked', async () => {
    const ours = await mortgageNaming(server.url, server.deps.db, DEMO_BANK);
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/staff/sign-in?for=partner');
    await page.getByRole('heading', { name: '合作机构登录（银行、企业）' }).waitFor();
    await page.getByLabel('用户名').fill('demo-partner');
    await page.getByLabel('密码').fill('demo-partner-2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();

    // The partner's home is its list; it has no other page.
    await page.waitForURL('**/staff/partner');
    await expect(page.getByRole('menuitem').allTextContents()).resolves.toEqual(['涉及本机构的申请']);
    // The frame names the partner system, not the registry staff's.
    await expect(page.getByRole('navigation').getAttribute('aria-label')).resolves.toBe('不动产登记合作机构系统');
    await page.getByText('不动产登记合作机构系统', { exact: true }).waitFor();
    await page.getByText(`所属机构：${DEMO_BANK.name}`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(ours.prolsh) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/一般抵押权首次登记.*王晓明.*待审核/);
    await row.getByRole('button', { name: /查\s*看/ }).click();

    await page.waitForURL(`**/staff/partner/${ours.id}`);
    await page.getByRole('heading', { name: '一般抵押权首次登记' }).waitFor();
    // The filer has not asked the bank yet: the panel says so and offers no decision (decision 0055).
    await page.getByText('尚未请求', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: /^确\s*认$/ }).count()).resolves.toBe(0);
    await page.getByText('1304**********2649').waitFor();
    await expect(page.getByText('139****5678').isVisible()).resolves.toBe(true);
    await expect(page.getByText(DEMO_BANK.creditCode).isVisible()).resolves.toBe(true);
    const content = await page.content();
    expect(content).not.toContain('130402199007082649');
    expect(content).not.toContain('13912345678');
    // Read-only: nothing to type into, no save.
    await expect(page.locator('main input, main textarea').count()).resolves.toBe(0);
    await context.close();
  });

  it('the system admin creates a partner account with its institution on the accounts page; the new member lands on the partner list', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/staff/sign-in');
    await page.getByLabel('用户名').fill('demo-admin');
    await page.getByLabel('密码').fill('demo-admin-2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByTestId('otpauth-uri').textContent()).toMatch(/^otpauth:/);
    await page.getByLabel('动态验证码').fill(codeNow(secretOf((await page.getByTestId('otpauth-uri').textContent()) ?? '')));
    await page.getByRole('button', { name: /验\s*证/ }).click();
    await page.waitForURL('**/staff/accounts');

    await page.getByRole('button', { name: '新建工作人员' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('用户名').fill('bank-officer');
    await dialog.getByLabel('姓名').fill('赵信贷');
    await dialog.getByLabel('密码').fill('Bank-officer-2026');
    // The institution's fields appear with the partner role.
    await expect(dialog.getByLabel('统一社会信用代码').count()).resolves.toBe(0);
    await dialog.getByRole('checkbox', { name: '合作机构' }).check();
    await dialog.getByLabel('所属机构').fill('邯郸另一家银行股份有限公司');
    await dialog.getByLabel('统一社会信用代码').fill('91130400MA00000011');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const row = page.getByRole('row', { name: /bank-officer/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('合作机构邯郸另一家银行股份有限公司（91130400MA00000011）');

    await page.getByRole('button', { name: /退出登录/ }).click();
    await page.waitForURL('**/staff/sign-in');
    await page.getByLabel('用户名').fill('bank-officer');
    await page.getByLabel('密码').fill('Bank-officer-2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/staff/partner');
    await page.getByText('暂无涉及本机构的申请').waitFor();
    await context.close();
  });

  it("the citizen's slide menu entry 合作方管理 leads to the partner sign-in, with no citizen session in it; 代理人管理 says how agents file today", async () => {
    const context = await browser.newContext({ ...PHONE, baseURL: server.url });
    const page = await context.newPage();
    await openAs(page, server.url, 'demo-verified', '/');
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    await page.getByRole('button', { name: '代理人管理' }).click();
    await page.getByRole('heading', { name: '代理机构系统尚未开放' }).waitFor();
    await expect(page.getByText('代理人现可用本人账号在“我要申请”中为委托人办理').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '菜单', exact: true }).click();
    await page.getByRole('button', { name: '合作方管理' }).click();
    await page.waitForURL('**/staff/sign-in?for=partner');
    await page.getByRole('heading', { name: '合作机构登录（银行、企业）' }).waitFor();
    // The citizen's session opens no staff call.
    expect((await page.request.get('/staff/api/me')).status()).toBe(401);
    await context.close();
  });
});
