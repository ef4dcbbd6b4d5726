import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/** Where the sign-in check's top-bar title, icon and heading sit, and whether the page is wider than the screen. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)!.getBoundingClientRect();
      return [rect.x, rect.y, rect.width, rect.height].map(Math.round);
    };
    const icon = document.querySelector<HTMLImageElement>('.page-state-icon')!;
    return {
      texts: [...document.querySelectorAll('.topbar-title, .page-state-title')].map((element) => element.textContent),
      title: box('.topbar-title'),
      icon: box('.page-state-icon'),
      heading: box('.page-state-title'),
      iconDrawn: icon.complete && icon.naturalWidth > 0,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
}

describe('the boot splash', () => {
  it('shows the sign-in check from the HTML alone while the scripts load, laid out as the app then draws it', async () => {
    const page = await phone.newPage();
    await page.setViewportSize({ width: 320, height: 640 });
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    let releaseSignIn!: () => void;
    const signInHeld = new Promise<void>((resolve) => (releaseSignIn = resolve));
    await page.route('**/api/app/appinfo*', async (route) => {
      await signInHeld;
      await route.continue();
    });

    await page.goto(`${baseUrl}/my`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: '页面初始化中', level: 2 }).waitFor();
    await expect.poll(() => layoutOf(page).then((layout) => layout.iconDrawn)).toBe(true);
    const splash = await layoutOf(page);
    expect(splash.texts).toEqual(['页面初始化中', '页面初始化中']);
    expect(splash.overflow).toBe(0);
    expect(await page.evaluate(() => document.querySelectorAll('script[src]').length)).toBeGreaterThan(0);

    // The scripts arrive; the sign-in check is still asking: React's own screen is in the same places.
    releaseScripts();
    await page.waitForFunction(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')));
    await page.locator('.page-state-title').waitFor();
    await expect.poll(async () => (await layoutOf(page)).iconDrawn).toBe(true);
    const drawn = await layoutOf(page);
    expect(drawn).toEqual(splash);

    // And on it goes: without a session, to the messaging app's consent page.
    releaseSignIn();
    await page.waitForURL(/\/wechat\/emulator\/authorize\?/);
  });
});
