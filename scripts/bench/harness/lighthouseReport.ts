import fs from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../../tests/support/phoneBrowser';
import { fileDraft, LIGHTHOUSE_PAGES } from '../lighthouse';
import { signInCookie } from '../signIn';
import { startServerProcess, tempDataDir } from '../serverProcess';

/**
 * One Lighthouse run of chosen pages (names starting with the words given), with what decides the
 * score printed: the LCP element and its phases, the main thread's work by kind and by script, and
 * the longest request chain. A diagnostic beside the bench: `npx tsx scripts/bench/harness/lighthouseReport.ts mortgage upload`.
 * The whole report of each page is written to /tmp/lighthouse-<word>.json.
 */
const words = process.argv.slice(2);
const server = await startServerProcess(39_300 + Math.floor(Math.random() * 300), tempDataDir());
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
try {
  const cookie = await signInCookie(server.url, 'demo-verified');
  const draft = await fileDraft(server.url, cookie);
  for (const word of words) {
    const page = LIGHTHOUSE_PAGES.find((candidate) => candidate.name.startsWith(word));
    if (!page) throw new Error(`no page ${word}`);
    const result = await lighthouse(server.url + page.path.replace('{draft}', draft), { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error('no result');
    const lhr = result.lhr;
    fs.writeFileSync(`/tmp/lighthouse-${word}.json`, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id] as { numericValue?: number; displayValue?: string; details?: { items?: Record<string, unknown>[] } & Record<string, unknown> };
    console.log(`\n=== ${page.name}: ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`);
    for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index', 'cumulative-layout-shift', 'interactive']) console.log(`  ${id}: ${Math.round(audit(id)?.numericValue ?? 0)} (score ${lhr.audits[id]?.score})`);
    console.log('  LCP element:', JSON.stringify((audit('lcp-breakdown-insight')?.details?.items ?? []).map((item) => (item as { nodeLabel?: string; items?: unknown }).nodeLabel ?? (item as { items?: unknown }).items)).slice(0, 600));

    console.log('  observed LCP (ms):', (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint);
    console.log('  main thread:', (audit('mainthread-work-breakdown')?.details?.items ?? []).map((item) => `${item.group} ${Math.round(item.duration as number)}`).join(', '));
    console.log('  bootup:', (audit('bootup-time')?.details?.items ?? []).map((item) => `${String(item.url).split('/').pop()} total ${Math.round(item.total as number)} script ${Math.round(item.scripting as number)} parse ${Math.round(item.scriptParseCompile as number)}`).join('; '));
    console.log('  long tasks:', (audit('long-tasks')?.details?.items ?? []).map((item) => `${String(item.url).split('/').pop()}@${Math.round(item.startTime as number)}+${Math.round(item.duration as number)}`).join(', '));
    const chains = audit('critical-request-chains')?.details as { longestChain?: { duration: number; length: number; transferSize: number } } | undefined;
    console.log('  longest chain:', JSON.stringify(chains?.longestChain));
    const requests = (audit('network-requests')?.details?.items ?? []) as { url: string; networkRequestTime: number; networkEndTime: number; transferSize: number; priority: string }[];
    console.log('  requests (observed, ms):\n' + requests.map((r) => `    ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.transferSize}B ${r.priority} ${r.url.replace(server.url, '').slice(0, 100)}`).join('\n'));
  }
} finally {
  chrome.kill();
  await server.stop();
}
