import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';

/**
 * Issue 27, part 3: what a citizen would expect, walked at 320 and 390 px in Chinese and English.
 */
const baseUrl = inject('baseUrl');
const phone = setUpPhoneBrowser(baseUrl);

/** Counts the calls to a path the page makes from now on. */
function countCalls(page: Page, path: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) calls += 1;
  });
  return () => calls;
}

describe('feedback', () => {
  it('opens one confirm and saves once when 提交 is tapped twice', async () => {
    const page = await phone.open(`bx-${crypto.randomBytes(4).toString('hex')}`, '/my/feedBack');
    await page.setViewportSize({ width: 390, height: 740 });
    const saves = countCalls(page, '/sendSaveFeedback');
    await page.locator('#feedback-form textarea').fill('周末能否开放预约');
    const submit = page.getByRole('button', { name: '提交' });
    await submit.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await page.locator('.adm-dialog-body').first().waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator('.adm-dialog-body').count()).toBe(1);
    expect(await answerDialog(page, '确定')).toBe('确认提交该反馈？');
    await page.waitForURL(/\/my\/feedBackList$/);
    expect(saves()).toBe(1);
  });
});
