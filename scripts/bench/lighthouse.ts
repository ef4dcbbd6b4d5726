import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../tests/support/phoneBrowser';
import { signInCookie } from './signIn';
import { startServerProcess, tempDataDir } from './serverProcess';

/**
 * Pages whose Lighthouse mobile performance `npm run bench` reports, signed in as demo-verified.
 * To measure another page, add a line. The not-found page is the peer: the shell with next to
 * nothing in it, measured in the same run, so a page's figure can be told from the machine's mood.
 */
export const LIGHTHOUSE_PAGES: { name: string; path: string }[] = [
  { name: 'home (target >= 95)', path: '/' },
  { name: 'not-found page (peer)', path: '/no-such-page' },
  // {draft}: the id of a first-mortgage draft the bench files for demo-verified before measuring.
  { name: 'fill page (target >= 95)', path: '/info/infofilldyqsc?id={draft}&appointment=0&djlx=100&qllx=4&code=DYQSC01' },
  { name: 'detail page (target >= 95)', path: '/applyDetailDyqsc?id={draft}&djlx=100&qllx=4&isSubmit=true&appointment=0' },
  // Every citizen route issue 27 measured below 95 or over 2.5 s LCP, each beside the peer.
  { name: 'upload page (target >= 95)', path: '/upload?slsqId={draft}&djlx=100&qllx=4&appointment=0' },
  { name: 'mortgage sub-form (target >= 95)', path: '/info/dyqinfo?slsqId={draft}&djlx=100&qllx=4&appointment=0&code=DYQSC01' },
  { name: 'application list (target >= 95)', path: '/prodoing' },
  { name: 'progress query /findaccept (target >= 95)', path: '/findaccept' },
  { name: 'booking (target >= 95)', path: '/appointment' },
  { name: 'me /my (target >= 95)', path: '/my' },
];

/** A first-mortgage draft of the signed-in citizen, for the pages that show an application. */
export async function fileDraft(baseUrl: string, cookie: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/online/wx/apilist/getApplyCode`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ reqseq: crypto.randomUUID(), prodefid: '1001', appointment: '0', xzqdm: '130402' }),
  });
  return ((await answer.json()) as { data: { proinstid: string } }).data.proinstid;
}

/** Runs per page: figures move 20-40 % between runs on a shared machine, so the spread is printed too. */
const RUNS = 3;

export interface LighthouseResult {
  /** 0-100 */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  /** Total blocking time: where a page loses points to the main thread rather than the network. */
  tbtMs: number;
  /** Cumulative layout shift, x1000 (0 is none). */
  clsMilli: number;
}

/**
 * Lighthouse (mobile: emulated phone, simulated slow 4G and 4x CPU slowdown, its defaults) on each
 * URL in Debian's Chromium, with the session cookie when given. Each URL is measured `runs` times.
 */
export async function runLighthouse(urls: string[], options: { cookie?: string; runs?: number } = {}): Promise<Map<string, LighthouseResult[]>> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const results = new Map<string, LighthouseResult[]>(urls.map((url) => [url, []]));
  try {
    // Round after round of every URL (not every run of one URL, then the next): the load of a
    // shared machine drifts over minutes, and each page should meet the same drift as its peer.
    for (let i = 0; i < (options.runs ?? RUNS); i++) {
      for (const url of urls) {
        const answer = await lighthouse(url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
        });
        if (!answer) throw new Error(`Lighthouse gave no result for ${url}`);
        results.get(url)!.push({
          performance: Math.round((answer.lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: Math.round(answer.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
          lcpMs: Math.round(answer.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          tbtMs: Math.round(answer.lhr.audits['total-blocking-time']?.numericValue ?? 0),
          clsMilli: Math.round((answer.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]} (${sorted[0]}-${sorted.at(-1)})`;
};

/** The bench step: the built server, a signed-in cookie, every page of LIGHTHOUSE_PAGES; median (min-max). */
export async function benchLighthouse(port: number): Promise<Record<string, string>> {
  const server = await startServerProcess(port, tempDataDir());
  try {
    const cookie = await signInCookie(server.url, 'demo-verified');
    const draft = await fileDraft(server.url, cookie);
    const urlOf = (page: { path: string }) => server.url + page.path.replace('{draft}', draft);
    // LIGHTHOUSE_ONLY=booking,home measures only the pages whose names start with those words (and the peer).
    const only = process.env.LIGHTHOUSE_ONLY?.split(',').filter(Boolean);
    const pages = LIGHTHOUSE_PAGES.filter((page) => !only || page.name.includes('(peer)') || only.some((word) => page.name.startsWith(word)));
    const results = await runLighthouse(pages.map(urlOf), { cookie });
    const figures: Record<string, string> = {};
    for (const page of pages) {
      const runs = results.get(urlOf(page))!;
      figures[`Lighthouse mobile performance, ${page.name}`] = spread(runs.map((r) => r.performance));
      figures[`Lighthouse FCP / LCP / TBT (ms), CLS x1000, ${page.name}`] =
        `${spread(runs.map((r) => r.fcpMs))} / ${spread(runs.map((r) => r.lcpMs))} / ${spread(runs.map((r) => r.tbtMs))}, ${spread(runs.map((r) => r.clsMilli))}`;
    }
    return figures;
  } finally {
    await server.stop();
  }
}
