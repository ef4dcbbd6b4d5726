import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PasswordReset } from '../../engine/contract/staff/accounts';
import { hashStaffPassword } from '../../server/backoffice/accounts/staffPassword';
import { staffRepository } from '../../server/backoffice/shared/staffRepository';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { DESKTOP, signInWithPassword, staffSignedIn } from '../support/staffBrowser';
import { signInStaff } from '../support/staffClient';

/**
 * The serious axe findings on nodes inside `scope`: this file's own components (the bell and its
 * drawer). The app's default antd theme elsewhere on the page (menu, the queue's primary buttons)
 * is issue 31's "Readable" part, not this one's.
 */
async function findingsWithin(page: Page, scope: string) {
  const mine = [];
  for (const finding of await seriousAxeFindings(page)) {
    const targets = await page.evaluate(
      ({ targets, within }) => targets.filter((target) => [...document.querySelectorAll(target)].some((node) => node.closest(within))),
      { targets: finding.targets, within: scope },
    );
    if (targets.length) mine.push({ ...finding, targets });
  }
  return mine;
}

const own = ownServerAndBrowser();

describe('the staff are told, and change passwords, in the staff app at 1280 px (issue 31)', () => {
  it('a new case a citizen submits while the queue is open shows on the bell; its notice opens the case', async ({ skip }) => {
    const { server, browser } = own;
    if (!server) return skip();
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-acceptance');
    const bell = page.getByTestId('notification-bell');
    const count = async () => Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? -1);
    await expect.poll(count).toBeGreaterThanOrEqual(0);
    const before = await count();

    // A citizen submits meanwhile, through the hall's own calls.
    const { client } = await verifiedCitizen(server.url);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await expect.poll(count, { timeout: 15_000 }).toBe(before + 1);
    await expect.poll(() => page.locator('.ant-badge-count').first().textContent()).toBe(String(before + 1));

    await bell.click();
    const drawer = page.getByRole('dialog', { name: '通知' });
    await drawer.getByText('新申请待受理').first().waitFor();
    expect(await findingsWithin(page, '.ant-drawer, [data-testid="notification-bell"]')).toEqual([]);
    await drawer.getByTestId('notification-link').first().click();
    await page.waitForURL(`**/staff/applications/${id}`);
    await page.getByRole('heading', { name: '一般抵押权首次登记' }).waitFor();
    // Opened: read, the badge one less.
    await expect.poll(count, { timeout: 15_000 }).toBe(before);
    await context.close();
  });

  it('after the admin resets a password, the one-time password signs in to the change form first, then the queue', async ({ skip }) => {
    const { server, browser } = own;
    if (!server) return skip();
    const { db } = server.deps;
    await staffRepository.insert(db, { username: 'tell-admin', name: '管理员（浏览器）', password_hash: await hashStaffPassword('tell-admin-2026'), roles: ['system_admin'] });
    const member = await staffRepository.insert(db, { username: 'tell-reviewer', name: '审核（重置）', password_hash: await hashStaffPassword('tell-reviewer-2026'), roles: ['reviewer'] });
    const admin = await signInStaff(server.url, 'tell-admin', 'tell-admin-2026');
    const reset = await admin.post<{ data: PasswordReset }>(`/staff/api/accounts/${member!.id}/password-reset`);
    const oneTime = reset.body.data.oneTimePassword;

    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    await signInWithPassword(page, 'tell-reviewer', oneTime);
    await page.getByText('您正在使用管理员重置的一次性密码，请先设置新密码。').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    // Any other page leads back here until the change is made.
    await page.goto('/staff/queue');
    await page.waitForURL('**/staff/sign-in');
    await page.getByText('您正在使用管理员重置的一次性密码，请先设置新密码。').waitFor();

    await page.getByLabel('新密码', { exact: true }).fill('Password123456');
    await page.getByLabel('确认新密码').fill('Password123456');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByRole('alert').filter({ hasText: '该密码过于常见' }).waitFor();
    await page.getByLabel('新密码', { exact: true }).fill('Amber-window-8842');
    await page.getByLabel('确认新密码').fill('Amber-window-8842');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.waitForURL('**/staff/queue');
    await page.getByRole('button', { name: '修改密码' }).waitFor();
    await context.close();
  });
});
