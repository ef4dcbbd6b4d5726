import { launchChromium, phoneContext } from '../../tests/support/phoneBrowser';
import { measurePageJsGzip } from './pageJsGzip';
import { signInCookie } from './signIn';
import { startServerProcess, tempDataDir } from './serverProcess';

/** The JS (gzip) the home route loads in all, counted from what a signed-in browser really fetched. */
export async function benchHomeJs(port: number): Promise<Record<string, number>> {
  const server = await startServerProcess(port, tempDataDir());
  const browser = await launchChromium();
  try {
    const [name, value] = (await signInCookie(server.url, 'demo-verified')).split('=');
    const context = await phoneContext(browser, server.url);
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
    const home = await measurePageJsGzip(`${server.url}/`, context, '.menu-group');
    return {
      'home route JS, gzip (KB, target <= 150)': Number((home.totalGzipBytes / 1024).toFixed(1)),
      'home route script files': home.files.length,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
