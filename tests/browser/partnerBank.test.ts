import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../engine/dates/formatDateTime';
import { DEMO_BANK, mortgageNaming } from '../support/partnerFixtures';
import { launchChromium } from '../support/phoneBrowser';
import { DESKTOP } from '../support/staffBrowser';
import { startTestServer } from '../support/startTestServer';

// A server of this file's own: the application is looked up in its database.
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer({ WX_CODE_TTL_SECONDS: '300', PHONE_CODE_TTL_SECONDS: '300' }), launchChromium()]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the partner bank at its desk (issue 29)', () => {
  it('a desktop browser opening /partner or /admin lands on the staff sign-in, with no messaging-app sign-in on the way', async () => {
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/partner');
    await page.waitForURL('**/staff/sign-in?for=partner');
    await page.getByRole('heading', { name: '合作机构登录（银行、企业）' }).waitFor();
    await page.goto('/admin');
    await page.waitForURL('**/staff/sign-in');
    await page.getByRole('heading', { name: '不动产登记工作人员系统' }).waitFor();
    // Never the messaging app's consent page, and no citizen cookie was set.
    expect(visited.some((path) => path.startsWith('/wechat'))).toBe(false);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('hall_sid');
    await context.close();
  });

  it('the bank sees its confirmation asked (a badge), confirms it through the dialog, and reads the times in China time', async () => {
    const { id, client } = await mortgageNaming(server.url, server.deps.db, DEMO_BANK, { submitted: false });
    const asked = await client.post<{ errcode: string }>('/api/confirmations/request', { proinstid: id });
    expect(asked.body.errcode, JSON.stringify(asked.body)).toBe('00');

    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url, timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await page.goto('/partner');
    await page.getByLabel('用户名').fill('demo-partner');
    await page.getByLabel('密码').fill('demo-partner-2026');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/staff/partner');
    await page.getByText('1件待本机构确认').waitFor();
    const row = page.getByRole('row', { name: /待确认/ });
    await row.getByRole('button', { name: /查\s*看/ }).click();

    await page.waitForURL(`**/staff/partner/${id}`);
    const requested = await server.deps.db.selectFrom('application_confirmations').select('requested_at').where('application_id', '=', id).executeTakeFirstOrThrow();
    // China time, written out, whatever the desk's own time zone (London here).
    // (The application's own time in its record may fall in the same second: either shows it.)
    await page.getByText(formatDateTime(requested.requested_at), { exact: true }).first().waitFor();
    await page.getByRole('heading', { name: '申请材料' }).waitFor();

    await page.getByRole('button', { name: /^确\s*认$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`确认后，${DEMO_BANK.name}即认可一般抵押权首次登记申请`, { exact: false }).waitFor();
    // Nothing is decided until the dialog is answered.
    expect((await server.deps.db.selectFrom('application_confirmations').select('state').where('application_id', '=', id).executeTakeFirstOrThrow()).state).toBe('requested');
    await dialog.getByRole('button', { name: /^确\s*认$/ }).click();
    await page.locator('.ant-message').getByText('已确认').waitFor();
    await page.locator('.ant-tag', { hasText: '已确认' }).waitFor();

    const decided = await server.deps.db.selectFrom('application_confirmations').select(['state', 'decided_at']).where('application_id', '=', id).executeTakeFirstOrThrow();
    expect(decided.state).toBe('confirmed');
    const shown = formatDateTime(decided.decided_at);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.getByText(shown, { exact: true }).first().waitFor();
    // No raw UTC timestamp anywhere on the page.
    expect(await page.content()).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

    await page.getByRole('button', { name: '返回列表' }).click();
    // The list revalidates after the decision: the badge goes once the fresh list answers.
    await page.getByText('件待本机构确认').waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /已确认/ }).first().waitFor();
    await context.close();
  });
});
