import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from '../../tests/support/phoneBrowser';

export interface PageJs {
  totalGzipBytes: number;
  files: Array<{ url: string; bytes: number; gzipBytes: number }>;
}

/**
 * JS (gzip) a page loads in all: every script the page fetches until the network is idle, each
 * compressed with gzip (zlib's default level, as the server's compression middleware) and summed.
 * Works on any page (with a signed-in browser context for the app's routes).
 */
export async function measurePageJsGzip(url: string, context?: BrowserContext, ready?: string): Promise<PageJs> {
  const browser = context ? undefined : await launchChromium();
  const ownContext = context ?? (await browser!.newContext({ viewport: { width: 375, height: 667 }, isMobile: true }));
  const page = await ownContext.newPage();
  const pending: Array<Promise<PageJs['files'][number] | undefined>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), bytes: body.length, gzipBytes: zlib.gzipSync(body).length }))
        .catch(() => undefined),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    if (ready) await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    const files = (await Promise.all(pending)).filter((file): file is PageJs['files'][number] => file !== undefined);
    return { totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
  } finally {
    await page.close();
    if (browser) await browser.close();
  }
}
