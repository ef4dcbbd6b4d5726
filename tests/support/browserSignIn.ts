import type { Page } from 'playwright-core';

/**
 * Opens an app path as a messaging-app user: the app sends the browser to the emulated consent
 * page, where this picks the openid (the &openid= shortcut keeps the state the app remembered).
 */
export async function openAs(page: Page, baseUrl: string, openid: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.waitForURL(/\/wechat\/emulator\/authorize\?/);
  const consent = new URL(page.url());
  consent.searchParams.set('openid', openid);
  await page.goto(consent.toString());
  await page.waitForURL((url) => !url.pathname.startsWith('/wechat/') && !url.pathname.startsWith('/waiting'));
}

/** The text of the open alert or confirm dialog; presses the given button (确定 by default). */
export async function answerDialog(page: Page, button = '确定'): Promise<string> {
  const dialog = page.locator('.adm-dialog-body').last();
  await dialog.waitFor();
  const text = ((await dialog.locator('.adm-dialog-content').textContent()) ?? '').trim();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}
