import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { chooseBusiness, expectFitsPhones } from '../support/filingBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * One routing decision (issue 19, decision 0043): the browser goes where the server's answer sends
 * it. An enterprise account filing 抵押权转移登记（企业） (1004, 100/23, company applicant) lands
 * on the company applicant's page infofillscdj, from the notice and again from the list.
 */

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/** The application as the server stored and routed it (the owner's own read, through the page's session). */
async function stored(page: Page, slsqId: string) {
  const answer = await page.request.post(`${baseUrl}/online/wx/apilist/getApply`, { data: { slsqId, reqseq: `t-${Date.now()}-${Math.random()}` } });
  return ((await answer.json()) as { data: { proinst: Record<string, unknown> } }).data.proinst;
}

describe('one routing decision in the browser', () => {
  it('files 抵押权转移登记（企业） as demo-enterprise onto infofillscdj, from the notice and from 查看修改', async () => {
    const page = await phone.open('demo-enterprise', '/seladd');
    await page.getByText('邯郸市').first().waitFor();
    await chooseBusiness(page, { district: '复兴区', type: '抵押登记', business: '抵押权转移登记（企业）' });
    // Its notice is the catalogue's guide, published with the business (decision 0088).
    await page.getByText('营业执照及法定代表人身份证明').waitFor();
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofillscdj\?/);
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    await page.locator('[data-page="infofillscdj"]').waitFor();
    for (const title of ['抵押权人', '抵押人']) await page.getByRole('heading', { name: title }).waitFor();
    await expectFitsPhones(page);
    expect(await stored(page, id)).toMatchObject({ prodefid: '1004', fillPage: 'infofillscdj', nextRoute: '/info/infofillscdj', facts: expect.objectContaining({ applicantType: '1' }) });

    // The list's 查看修改 goes to the same page: the server's answer again, not a lookup of the card's djlx/qllx.
    await page.goto(`${baseUrl}/prodoing?tab=0`);
    const card = page.locator('.applications-item', { hasText: '抵押权转移登记（企业）' });
    await card.locator('.applications-item-button').click();
    await page.locator('.adm-action-sheet').getByText('查看修改').click();
    await page.waitForURL(new RegExp(`/info/infofillscdj\\?id=${id}&appointment=0&djlx=100&qllx=23&code=DYQZY02$`));
    await page.locator('[data-page="infofillscdj"]').waitFor();
  });
});
