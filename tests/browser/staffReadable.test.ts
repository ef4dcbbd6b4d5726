import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../engine/dates/formatDateTime';
import { call, firstMortgage, verifiedCitizen } from '../support/applicationFixtures';
import { seriousAxeFindings } from '../support/axe';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { DESKTOP, staffSignedIn } from '../support/staffBrowser';
import { stageAction } from '../support/staffReview';

/**
 * Every staff page reads as staff read it (issue 31, docs/decisions/0093): axe finds nothing serious
 * at 1280 px (colour contrast included), one main landmark and one h1 per page, China time, the audit
 * log in words with the case's acceptance number, and a failed call or a role with no page yet says so
 * instead of spinning. On a server of its own: the system admin's second factor is enrolled here.
 */

const own = ownServerAndBrowser();
let caseId = '';
let prolsh = '';

beforeAll(async () => {
  const server = own.server;
  if (!server) return;
  const { client } = await verifiedCitizen(server.url);
  caseId = await firstMortgage(client);
  await call(client, 'submitApplyProject', { proinstid: caseId, appointment: '0' });
  await stageAction(server.url, 'acceptance', caseId, 'acceptance', 'accept');
  const row = await server.deps.db.selectFrom('applications').select('prolsh').where('id', '=', caseId).executeTakeFirstOrThrow();
  prolsh = String(row.prolsh);
}, 120_000);

/** A page as a member reads it: nothing serious for axe, one main landmark, one top heading. */
async function expectReadable(page: Page) {
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => undefined);
  expect(await seriousAxeFindings(page), page.url()).toEqual([]);
  expect(await page.getByRole('main').count(), page.url()).toBe(1);
  expect(await page.locator('h1').count(), page.url()).toBe(1);
}

describe('staff pages a member can read (issue 31)', () => {
  it('the sign-in page passes axe with contrast, one main and one h1', async () => {
    const { server, browser } = own;
    if (!server) return;
    const context = await browser.newContext({ ...DESKTOP, baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/staff/sign-in');
    await page.getByLabel('用户名').waitFor();
    await expectReadable(page);
    await context.close();
  });

  it("the stage member's queue, search and case file pass axe with contrast, one main and one h1", async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-reviewer');
    await page.getByRole('row', { name: new RegExp(prolsh) }).waitFor();
    await expectReadable(page);
    await page.getByRole('menuitem', { name: '综合查询' }).click();
    await page.waitForURL('**/staff/search');
    await expectReadable(page);
    await page.goto(`/staff/applications/${caseId}`);
    await page.getByRole('heading', { name: '一般抵押权首次登记' }).waitFor();
    await expectReadable(page);
    // Submitted at, in China time whatever the workstation's zone.
    const { submitted_at: submittedAt } = await server.deps.db.selectFrom('applications').select('submitted_at').where('id', '=', caseId).executeTakeFirstOrThrow();
    expect(await page.locator('.ant-descriptions').first().textContent()).toContain(formatDateTime(submittedAt));
    await context.close();
  });

  it("the system admin's pages pass axe, and the audit log reads in words with the case's number", async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-admin', { secondFactor: true, landing: '**/staff/accounts' });
    await page.getByRole('row', { name: /demo-reviewer/ }).first().waitFor();
    await expectReadable(page);
    for (const [menu, path] of [['消息投递', 'outbox'], ['认领释放请求', 'claims'], ['配置管理', 'configuration']] as const) {
      await page.getByRole('menuitem', { name: menu }).click();
      await page.waitForURL(`**/staff/${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectReadable(page);
    }
    await page.getByRole('menuitem', { name: '审计日志' }).click();
    // The acceptance in words, its target the acceptance number linking to the case, its time China time.
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: prolsh }) }).first();
    await row.waitFor();
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('受理');
    const link = row.getByRole('link', { name: prolsh });
    expect(await link.getAttribute('href')).toBe(`/staff/applications/${caseId}`);
    expect(await row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(await row.textContent()).not.toMatch(/review\.accept|T\d{2}:\d{2}/);
    await expectReadable(page);
    await context.close();
  });

  it("a partner bank's list passes axe with contrast, one main and one h1", async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-partner', { landing: '**/staff/partner' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectReadable(page);
    await context.close();
  });

  // The scheduler's pages (issue 32): the role no longer waits for pages, so none is left to tell so.
  it("the scheduler's schedule and counter pages pass axe with contrast, one main and one h1", async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-scheduler', { landing: '**/staff/schedule' });
    await page.getByRole('tab', { name: '服务网点' }).waitFor();
    await expectReadable(page);
    await page.goto('/staff/counter');
    await page.getByRole('heading', { name: '窗口签到与叫号', level: 1 }).waitFor();
    await expectReadable(page);
    await context.close();
  });

  it('a failed call shows its message on the page', async () => {
    const { server, browser } = own;
    if (!server) return;
    const { context, page } = await staffSignedIn(browser, server.url, 'demo-reviewer');
    await page.route('**/staff/api/review/queue**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errcode: 'internal', errmsg: '服务器繁忙，请稍后再试' }) }));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: '服务器繁忙，请稍后再试' }).waitFor();
    expect(await page.locator('.ant-spin-spinning').count()).toBe(0);
    // The case file's own calls too: its checks and its documents say they failed, where they would show.
    await page.route('**/staff/api/review/applications/*/checks', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errcode: 'internal', errmsg: '核验服务暂不可用' }) }));
    await page.route('**/staff/api/review/applications/*/documents', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errcode: 'internal', errmsg: '文书服务暂不可用' }) }));
    await page.goto(`/staff/applications/${caseId}`);
    await page.getByRole('alert').filter({ hasText: '核验服务暂不可用' }).waitFor();
    await page.getByRole('alert').filter({ hasText: '文书服务暂不可用' }).waitFor();
    await context.close();
  });
});
