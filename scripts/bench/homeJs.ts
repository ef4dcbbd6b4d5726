import { gzipSync } from 'node:zlib';
import { launchChromium, phoneContext } from '../../tests/support/phoneBrowser';
import { signInCookie } from './signIn';
import { startServerProcess, tempDataDir } from './serverProcess';

/** Loads a route as a signed-in person and sums the gzip size of every script it fetched. */
export async function measureRouteJs(baseUrl: string, route: string, cookie: string, ready: string): Promise<{ kb: number; files: number }> {
  const browser = await launchChromium();
  try {
    const context = await phoneContext(browser, baseUrl);
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: baseUrl }]);
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto(route);
    await page.waitForSelector(ready, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let bytes = 0;
    for (const body of scripts.values()) bytes += gzipSync(await body).length;
    return { kb: Number((bytes / 1024).toFixed(1)), files: scripts.size };
  } finally {
    await browser.close();
  }
}

/** The JS (gzip) the home route loads in all, counted from what the browser really fetched. */
export async function benchHomeJs(port: number): Promise<Record<string, number>> {
  const server = await startServerProcess(port, tempDataDir());
  try {
    const cookie = await signInCookie(server.url, 'demo-verified');
    const home = await measureRouteJs(server.url, '/', cookie, '[data-testid="home-menus"]');
    return { 'home route JS, gzip (KB, target <= 150)': home.kb, 'home route script files': home.files };
  } finally {
    await server.stop();
  }
}
