import { describe, expect, inject, it } from 'vitest';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { addTo, chooseBusiness, expectFitsPhones } from '../support/filingBrowser';

/** Issue 27: the values a citizen's errands carry read true, at 320 and 390 px. */
const baseUrl = inject('baseUrl');
const phone = setUpPhoneBrowser(baseUrl);
const WIDTHS = [320, 390] as const;
const FLOW_MS = 120_000;

describe('values a citizen reads (issue 27)', () => {
  it.each(WIDTHS)('opens the maximum-amount mortgage form on 最高抵押, the business default, at %i px', async (width) => {
    const page = await phone.open('demo-verified', '/seladd');
    await page.setViewportSize({ width, height: 740 });
    await chooseBusiness(page, { district: '复兴区', type: '抵押登记', business: '最高额抵押权首次登记' });
    await page.getByRole('button', { name: '我要申请' }).click();
    await page.waitForURL(/\/info\/infofill/);
    await addTo(page, '抵押权信息');
    await page.waitForURL(/\/info\/dyqinfo\?/);
    await page.locator('[data-field="dyfs"]').waitFor();
    expect(await page.locator('[data-field="dyfs"] .adm-radio-checked').allTextContents()).toEqual(['最高抵押']);
    await expectFitsPhones(page);
  }, FLOW_MS);
});
