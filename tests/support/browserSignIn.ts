import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, phoneContext } from './phoneBrowser';

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

/**
 * A browser test file's phone: call it once at the top of the file. Chromium is launched before the
 * file's tests and closed after them; each page gets a fresh phone context of its own, and the
 * contexts a test opened are closed when it ends (passed or failed).
 * `open(openid, path)` answers a page signed in as openid at path; `newPage()` a page not opened
 * yet, for a test that must watch the page before signing in (then `openAs` itself).
 */
/**
 * Closes a test's context, waiting at most CLOSE_WAIT_MS: once in a full run on a loaded machine the
 * shared Chromium never answered a close after a test had passed, and the hook's timeout failed it.
 * A context left open then is the shared browser's to drop when the file disconnects.
 */
const CLOSE_WAIT_MS = 30_000;
async function closeWithin(context: BrowserContext) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      console.warn(`setUpPhoneBrowser: a context did not close within ${CLOSE_WAIT_MS} ms; left to the browser's disconnect`);
      resolve();
    }, CLOSE_WAIT_MS);
  });
  await Promise.race([context.close(), late]);
  clearTimeout(timer);
}

export function setUpPhoneBrowser(baseUrl: string) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map(closeWithin));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(): Promise<Page> {
    if (!browser) throw new Error('setUpPhoneBrowser: Chromium is not launched yet (open pages inside tests)');
    const context = await phoneContext(browser, baseUrl);
    contexts.push(context);
    return context.newPage();
  }

  return {
    newPage,
    async open(openid: string, path: string): Promise<Page> {
      const page = await newPage();
      await openAs(page, baseUrl, openid, path);
      return page;
    },
  };
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
