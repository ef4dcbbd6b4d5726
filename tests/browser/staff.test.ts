import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/phoneBrowser';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { codeNow, secretOf } from '../support/staffClient';
import { DESKTOP, queueRowOf as openQueueRow, signInWithPassword } from '../support/staffBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

describe('the staff desktop app (issue 20)', () => {
  let browser: Browser;

  const queueRowOf = (username: string, prolsh: string) => openQueueRow(browser, baseUrl, username, prolsh);
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('the system admin signs in with an authenticator code, creates a reviewer, and the reviewer sees the work queue', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl });
    const page = await context.newPage();
    await signInWithPassword(page, 'demo-admin', 'demo-admin-2026');
    // First sign-in: enrol from the QR code (its address shown beside it), then the code.
    await expect.poll(() => page.getByTestId('otpauth-uri').textContent()).toMatch(/^otpauth:\/\/totp\//);
    await expect(page.locator('img[src^="data:image/png"]').isVisible()).resolves.toBe(true);
    const secret = secretOf((await page.getByTestId('otpauth-uri').textContent()) ?? '');
    await page.getByLabel('动态验证码').fill(codeNow(secret));
    await page.getByRole('button', { name: /验\s*证/ }).click();
    await page.waitForURL('**/staff/accounts');
    await expect(page.getByRole('menuitem').allTextContents()).resolves.toEqual(['工作人员管理', '审计日志', '消息投递', '认领释放请求', '综合查询', '统计分析', '意见反馈', '文章管理', '首页内容', '配置管理', '预约排班', '窗口签到与叫号', '登记簿管理']);

    const username = `rev-${crypto.randomBytes(3).toString('hex')}`;
    await page.getByRole('button', { name: '新建工作人员' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('用户名').fill(username);
    await dialog.getByLabel('姓名').fill('王审核');
    await dialog.getByLabel('密码').fill('Reviewer-pass-2026');
    await dialog.getByRole('checkbox', { name: '审核' }).check();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const row = page.getByRole('row', { name: new RegExp(username) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('王审核审核正常');
    // Five wrong passwords lock it: the list says so, and 解锁 lifts the lock at once (issue 26).
    for (let i = 0; i < 5; i++) {
      await fetch(`${baseUrl}/staff/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'Wrong-password-0000' }) });
    }
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('审核已锁定');
    await row.getByRole('button', { name: /解\s*锁/ }).click();
    await expect.poll(() => row.textContent()).toContain('审核正常');
    await expect(row.getByRole('button', { name: /解\s*锁/ }).count()).resolves.toBe(0);

    await page.getByRole('menuitem', { name: '审计日志' }).click();
    await page.getByRole('row', { name: new RegExp(`新建工作人员\\s*${username}`) }).waitFor();
    // 消息投递: the messages that gave up, each with its retry.
    await page.getByRole('menuitem', { name: '消息投递' }).click();
    await page.getByRole('columnheader', { name: '最后一次错误' }).waitFor();

    await page.getByRole('button', { name: /退出登录/ }).click();
    await page.waitForURL('**/staff/sign-in');
    await signInWithPassword(page, username, 'Reviewer-pass-2026');
    await page.waitForURL('**/staff/queue');
    await page.getByRole('heading', { name: '工作队列' }).waitFor();
    await page.getByRole('columnheader', { name: '法定办结期限' }).waitFor();
    await expect(page.getByRole('menuitem').allTextContents()).resolves.toEqual(['工作队列', '综合查询', '统计分析']);
    await page.getByText('不动产登记工作人员系统', { exact: true }).waitFor();
    await expect(page.getByText('王审核（审核）').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('an acceptance clerk finds a submitted application in the queue with its deadline, claims it and accepts it; a reviewer then finds it in theirs', async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    const { prolsh } = await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const clerk = await queueRowOf('demo-acceptance', String(prolsh));
    await expect(clerk.row.textContent()).resolves.toContain('受理');
    await clerk.row.getByRole('button', { name: /^认\s*领$/ }).click();
    await expect.poll(() => clerk.row.textContent()).toContain('demo-acceptance');
    await clerk.row.getByRole('button', { name: /^受\s*理$/ }).click();
    await clerk.row.waitFor({ state: 'detached' });
    await clerk.context.close();

    const reviewer = await queueRowOf('demo-reviewer', String(prolsh));
    await expect(reviewer.row.textContent()).resolves.toContain('初审');
    await reviewer.context.close();
  });
});
