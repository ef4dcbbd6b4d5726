import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, firstMortgage, holder, verifiedCitizen } from '../support/applicationFixtures';
import { launchChromium } from '../support/phoneBrowser';
import { DESKTOP, queueRowOf, signInWithPassword } from '../support/staffBrowser';
import { demoStaff, stageAction } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

describe("the staff's application page (issue 20)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('a reviewer opens an application from the queue, reads it masked (then in full, recorded), views a picture full size and rotates it, and returns it with a comment on a field', async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    const { prolsh } = await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'accept');

    const { context, page, row } = await queueRowOf(browser, baseUrl, 'demo-reviewer', String(prolsh));
    await row.getByRole('link', { name: String(prolsh) }).click();
    await page.waitForURL(`**/staff/applications/${id}`);
    await page.getByRole('heading', { name: '一般抵押权首次登记' }).waitFor();
    // The parties under the business's names for them, the ID number masked, never in full.
    const mortgagee = page.locator('.ant-card', { hasText: '抵押权人（权利人）' });
    await mortgagee.getByText('1304**********1231').waitFor();
    expect(await page.content()).not.toContain(holder.sqr_zjh);
    // The reviewer may show the full numbers; the page says the read is recorded.
    await page.getByRole('button', { name: '显示完整证件号码' }).click();
    await page.getByText('本次查看已记入审计日志').waitFor();
    await mortgagee.getByText(holder.sqr_zjh).waitFor();

    // A picture full size in the preview, turned a quarter to the right.
    await page.locator('[data-group="sfzm"] .ant-image').first().click();
    const preview = page.locator('.ant-image-preview-img');
    await preview.waitFor();
    await expect(preview.getAttribute('src')).resolves.toMatch(new RegExp(`/staff/api/review/applications/${id}/materials/[a-f0-9]{32}$`));
    await page.getByRole('button', { name: 'rotateRight' }).click();
    await expect.poll(() => preview.getAttribute('style')).toContain('rotate(90deg)');
    await page.locator('.ant-image-preview-close').click();
    await preview.waitFor({ state: 'hidden' });

    // A comment on the mortgagee's phone field (the button names the party), then the return carrying it.
    await mortgagee.getByRole('button', { name: `批注：抵押权人 ${holder.sqr_name} 联系电话` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('补正意见').fill('联系电话与身份证明不符');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('pending-comments').getByText('联系电话与身份证明不符').waitFor();
    await page.getByRole('button', { name: '退回补正' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('补正', { exact: true }).waitFor();
    await context.close();

    const stored = await (await demoStaff(baseUrl, 'acceptance')).get<{ data: { comments: unknown[]; application: { stage: string }; parties: Array<{ id: string; sqr_lx: string }> } }>(
      `/staff/api/review/applications/${id}`,
    );
    expect(stored.body.data.application.stage).toBe('correction');
    // The comment names the mortgagee's record, not every party's applicant form.
    const mortgageeId = stored.body.data.parties.find((party) => party.sqr_lx === '0')!.id;
    expect(stored.body.data.comments).toEqual([{ form: 'applicant-individual', field: 'sqr_tel', record: mortgageeId, text: '联系电话与身份证明不符' }]);
  });

  it("renders the checks and the diff since a return from their calls' answers (stubbed here: other work serves them)", async () => {
    const { client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    const context = await browser.newContext({ ...DESKTOP, baseURL: baseUrl });
    const page = await context.newPage();
    const answer = (data: unknown) => ({ contentType: 'application/json', body: JSON.stringify({ errcode: '00', errmsg: '', data }) });
    await page.route(`**/staff/api/review/applications/${id}/checks`, (route) =>
      route.fulfill(answer({ checks: [{ id: 'seized', title: '不动产单元已查封', passed: false, blocking: true, evidence: ['查封文号 邯中法(2024)01号'] }] })),
    );
    await page.route(`**/staff/api/review/applications/${id}/resubmissions`, (route) =>
      route.fulfill(
        answer({
          rounds: [
            { n: 1, submittedAt: '2026-11-01T02:00:00Z' },
            { n: 2, submittedAt: '2026-11-03T02:00:00Z' },
          ],
          changes: [{ section: '抵押权人', record: '张建国', label: '联系电话', before: '138****5678', after: '139****0000' }],
        }),
      ),
    );
    await signInWithPassword(page, 'demo-acceptance', 'demo-acceptance-2026');
    await page.waitForURL('**/staff/queue');
    await page.goto(`/staff/applications/${id}`);
    const checks = page.getByTestId('checks');
    await checks.getByText('不动产单元已查封').waitFor();
    await expect(checks.locator('.ant-tag').allTextContents()).resolves.toEqual(['未通过', '阻断性检查']);
    await checks.getByText('查封文号 邯中法(2024)01号').waitFor();
    const diff = page.getByTestId('diff');
    await diff.getByText('第2次提交', { exact: false }).waitFor();
    await expect(diff.locator('del').textContent()).resolves.toBe('138****5678');
    await expect(diff.locator('mark').textContent()).resolves.toBe('139****0000');
    await context.close();
  });
});
