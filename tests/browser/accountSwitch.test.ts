import { describe, expect, it } from 'vitest';
import { openAs, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('the session switches to another account', () => {
  it('every open page shows the new account, not the old one', async () => {
    const first = `bt-a-${Date.now().toString(36)}`;
    const second = `bt-b-${Date.now().toString(36)}`;
    const page = await phone.open(first, '/my');
    await expect.poll(() => page.textContent('.mine-nickname')).toBe(first);

    // Another tab of the same browser signs in as someone else (the session cookie is shared).
    await page.context().clearCookies();
    const other = await page.context().newPage();
    await openAs(other, baseUrl, second, '/my');
    await expect.poll(() => other.textContent('.mine-nickname')).toBe(second);

    await page.bringToFront();
    await expect.poll(() => page.textContent('.mine-nickname')).toBe(second);
    // And pages reached inside the app afterwards ask with the new account too.
    await page.getByRole('link', { name: '首页' }).first().click();
    await page.goBack();
    await expect.poll(() => page.textContent('.mine-nickname')).toBe(second);
  });
});
