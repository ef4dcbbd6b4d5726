import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, firstMortgage, holder, verifiedCitizen } from '../support/applicationFixtures';
import { launchChromium } from '../support/phoneBrowser';
import { queueRowOf } from '../support/staffBrowser';
import { demoStaff, stageAction } from '../support/staffReview';

const baseUrl = inject('baseUrl');

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

    // A comment on the mortgagee's phone field, then the return carrying it.
    await mortgagee.getByRole('button', { name: /批注：抵押权人（权利人） 联系电话/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('补正意见').fill('联系电话与身份证明不符');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByTestId('pending-comments').getByText('联系电话与身份证明不符').waitFor();
    await page.getByRole('button', { name: '退回补正' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('补正', { exact: true }).waitFor();
    await context.close();

    const stored = await (await demoStaff(baseUrl, 'acceptance')).get<{ data: { comments: unknown[]; application: { stage: string } } }>(`/staff/api/review/applications/${id}`);
    expect(stored.body.data.application.stage).toBe('correction');
    expect(stored.body.data.comments).toEqual([{ form: 'applicant-individual', field: 'sqr_tel', text: '联系电话与身份证明不符' }]);
  });
});
