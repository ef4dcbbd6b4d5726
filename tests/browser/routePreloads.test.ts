import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * Issue 27, "Pages that load slowly on a phone" (decision 0064): a deep link's route chunks come
 * with the entry, named in the page's HTML, and the upload page's data is asked for beside the
 * sign-in check, so neither waits for the code before it. Each test holds back what used to come
 * first; before the change the page then waited for ever.
 */
const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

const manifest = JSON.parse(fs.readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
const fileOf = (source: string) => `/${manifest[source]!.file}`;
const UPLOAD_CHUNK = fileOf('src/features/filing/routes/UploadPage.tsx');
/** The app's own entry chunk (the biggest the entry imports besides React). */
const ENTRY_APP_CHUNK = `/${manifest[manifest['index.html']!.imports!.find((key) => key.startsWith('_app-'))!]!.file}`;

/** Holds the requests to a path until released; says when the first one was made. */
function hold(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  void page.route(
    (url) => url.pathname === pathname,
    async (route: Route) => {
      requested();
      await released;
      await route.continue();
    },
  );
  return { release, wasRequested };
}

/** A signed-in phone with a first-mortgage draft; answers the page (on home) and the draft's id. */
async function signedInWithDraft(): Promise<{ page: Page; slsqId: string }> {
  const page = await phone.open('demo-verified', '/');
  const created = await page.request.post(`${baseUrl}/online/wx/apilist/getApplyCode`, { data: { prodefid: '1001', appointment: '0', xzqdm: '130404', reqseq: `t-${crypto.randomUUID()}` } });
  return { page, slsqId: ((await created.json()) as { data: { proinstid: string } }).data.proinstid };
}

describe('a deep link on a slow phone', () => {
  it("names the route's chunk in the page's HTML, and the English catalogue only to an English browser", async () => {
    const head = async (language: string) =>
      (await (await fetch(`${baseUrl}/upload?slsqId=X`, { headers: { accept: 'text/html', 'accept-language': language } })).text()).split('</head>')[0]!;
    const chinese = await head('zh-CN,zh;q=0.9');
    expect(chinese).toContain(`<link rel="modulepreload" crossorigin href="${UPLOAD_CHUNK}">`);
    const catalogue = fileOf('schemas/messages/en.json');
    expect(chinese).not.toContain(catalogue);
    expect(await head('en-US,en;q=0.9')).toContain(`<link rel="modulepreload" crossorigin href="${catalogue}">`);
  });

  for (const width of [320, 390]) {
    it(`fetches the upload page's code while the entry is still downloading, and its groups before that code has arrived (${width} px)`, async () => {
      const { page, slsqId } = await signedInWithDraft();
      await page.setViewportSize({ width, height: 740 });
      const entry = hold(page, ENTRY_APP_CHUNK);
      const pageCode = hold(page, UPLOAD_CHUNK);
      let groupsAsked = false;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/getUploadType')) groupsAsked = true;
      });
      const opened = page.goto(`${baseUrl}/upload?slsqId=${slsqId}&djlx=100&qllx=4&appointment=0`);
      // The page's code is asked for while the entry is held back (it used to be asked for by the entry).
      await pageCode.wasRequested;
      entry.release();
      // Its attachment groups are asked for before the page's code arrives (it used to ask for them).
      await expect.poll(() => groupsAsked, { timeout: 20_000 }).toBe(true);
      pageCode.release();
      await opened;
      // And the citizen sees the groups with their help, the page's largest paint.
      const help = page.locator('[data-group] .filing-group-help').first();
      await help.waitFor();
      expect((await help.textContent())?.trim().length).toBeGreaterThan(8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  }
});
