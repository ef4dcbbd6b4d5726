import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeFindings } from '../support/axe';
import { launchChromium, phoneContext } from '../support/phoneBrowser';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();

/** The first visit of a person: app → /waiting → the emulated consent page → back home. */
async function signInThroughConsent(page: Page, openid: string) {
  await page.goto('/');
  await page.waitForURL(/\/wechat\/emulator\/authorize\?/);
  await page.check(`input[type=radio][value="${openid}"]`);
  await page.locator('form').first().getByRole('button', { name: '允许' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

describe('the app shell, as a person on a phone sees it', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await phoneContext(browser, baseUrl);
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) cspViolations.push(message.text());
    });
  });
  afterAll(() => browser?.close());

  it('goes through /waiting and the emulated consent to home, with banner and menu tiles', async () => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await signInThroughConsent(page, 'demo-verified');
    expect(visited).toContain('/waiting');
    await page.locator('.home-banner').waitFor();
    expect(await page.locator('.home-banner').boundingBox()).toMatchObject({ height: 150 });
    // The first banner is home's largest paint (Lighthouse LCP): no chunk of its own before it, fetched first.
    expect(scripts.filter((path) => path.includes('BannerSwiper'))).toEqual([]);
    expect(await page.locator('.home-banner img').first().getAttribute('fetchpriority')).toBe('high');
    await page.getByRole('heading', { name: '查询服务' }).waitFor();
    await page.getByRole('link', { name: '进度查询' }).waitFor();
    await page.locator('.bottom-nav').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('leaves for an http(s) tile with the openid appended', async () => {
    const href = await page.getByRole('link', { name: '省级网上登记平台' }).getAttribute('href');
    expect(href).toBe('https://bdc-platform.example.gov.cn/register?openid=demo-verified');
  });

  it('shows the 404 page for an unknown path, with a way back home', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: '页面不存在' }).first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.menu-group').first().waitFor();
  });

  it('has no schema preview among the citizen pages: it moved behind the staff sign-in (issue 30)', async () => {
    const configuration: string[] = [];
    const watch = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/api/schemas/_check') configuration.push(request.url());
    };
    page.on('request', watch);
    await page.goto('/admin/schema-preview');
    await page.getByRole('heading', { name: '页面不存在' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    page.off('request', watch);
    // The signed-in citizen's page neither draws a preview nor asks for the check results.
    expect(await page.getByText('表单配置预览').count()).toBe(0);
    expect(configuration).toEqual([]);
  });

  it('ends the session on logout', async () => {
    await page.goto('/my/logout');
    await page.waitForURL((url) => url.pathname === '/logout');
    await page.getByText('您已安全退出').waitFor();
    const status = await page.evaluate(async () => (await fetch('/api/app/appinfo')).status);
    expect(status).toBe(401);
  });

  it('ran without a single Content-Security-Policy violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
