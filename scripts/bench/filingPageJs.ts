/**
 * JS (gzip) a filing page loads in all: every script the page fetches until the network is idle,
 * each compressed with gzip (zlib's default level, as the server's compression middleware) and
 * summed. Budget: 300 KB.
 *
 * measurePageJsGzip(url) works on any page (give it the app's filing route on a running server,
 * with a signed-in browser context). benchFilingPageJs() measures, by default, the engine's
 * filing sub-form page (the mortgage form of tests/browser/formEngineHarness: React, antd-mobile,
 * RJSF, the engine and the form's precompiled validator), built with the app's Vite configuration;
 * set FILING_PAGE_URL to measure a real route instead.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { buildValidators } from '../build-validators';
import { buildHarness, REPO } from './harness/buildHarness';
import { launchChromium } from '../../tests/support/phoneBrowser';
import { serveStatic } from './harness/serveStatic';

const BUDGET_KB = 300;

export interface PageJs {
  totalGzipBytes: number;
  files: Array<{ url: string; bytes: number; gzipBytes: number }>;
}

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

export async function benchFilingPageJs(): Promise<Record<string, number | string>> {
  let url = process.env.FILING_PAGE_URL;
  let close: (() => Promise<void>) | undefined;
  if (!url) {
    buildValidators();
    const out = path.join(REPO, '.tmp/bench/filingPage-dist');
    await buildHarness(path.join(REPO, 'tests/browser/formEngineHarness'), out);
    const server = await serveStatic(out);
    url = `${server.url}/?form=dyqxx`;
    close = server.close;
  }
  try {
    const result = await measurePageJsGzip(url, undefined, process.env.FILING_PAGE_URL ? undefined : '[data-validator=precompiled]');
    const kb = result.totalGzipBytes / 1024;
    return {
      filingPageJs_source: process.env.FILING_PAGE_URL ? url : 'engine mortgage sub-form page (harness)',
      filingPageJs_scripts: result.files.length,
      filingPageJs_gzipKB: Number(kb.toFixed(1)),
      filingPageJs_within300KB: kb <= BUDGET_KB ? 'yes' : 'no',
    };
  } finally {
    await close?.();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchFilingPageJs().then((figures) => console.log(JSON.stringify(figures, null, 2)));
}
