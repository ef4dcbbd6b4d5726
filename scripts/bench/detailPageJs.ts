import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, phoneContext } from '../../tests/support/phoneBrowser';
import { measurePageJsGzip } from './pageJsGzip';
import { startServerProcess, tempDataDir } from './serverProcess';
import { signInCookie } from './signIn';

const BUDGET_KB = 300;
const RUNS = 3;

async function call(baseUrl: string, cookie: string, action: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await fetch(`${baseUrl}/online/wx/apilist/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ reqseq: `bench-${action}-${Math.random()}`, ...body }),
  });
  const json = (await answer.json()) as Record<string, unknown>;
  if (answer.status !== 200) throw new Error(`${action}: ${answer.status} ${JSON.stringify(json)}`);
  return (json.data ?? {}) as Record<string, unknown>;
}

/** A filing page to measure: its label, its address for a draft, and what shows once it is drawn. */
export interface SignedInPage {
  label: string;
  path: (proinstid: string) => string;
  ready: string;
}

const DETAIL_PAGE: SignedInPage = { label: 'detail page', path: (id) => `/applyDetailDyqsc?id=${id}&djlx=100&qllx=4`, ready: '[data-section=party]' };

/**
 * JS (gzip) of a filing page for a first mortgage that has a right holder and an obligor, counted
 * from what a signed-in browser fetched until the page was drawn, over three fresh loads; the home
 * route measured in the same run as the peer. `baseUrl`: a running server.
 */
export async function measureSignedInPageJs(baseUrl: string, target: SignedInPage): Promise<Record<string, number | string>> {
  const server = { url: baseUrl };
  const browser = await launchChromium();
  try {
    const cookie = await signInCookie(server.url, 'demo-verified');
    const { proinstid } = await call(server.url, cookie, 'getApplyCode', { prodefid: '1001', appointment: '0', xzqdm: '130402' });
    const person = { sqr_type: '2', sqr_zjlx: '1', sqr_adress: '邯郸市复兴区建设大街1号' };
    await call(server.url, cookie, 'addPerson', { proinstid, type: '0', proposerinfo: { ...person, sqr_name: '张建国', sqr_zjh: '130402198503151231', sqr_tel: '13812345678' } });
    await call(server.url, cookie, 'addPerson', { proinstid, type: '1', proposerinfo: { ...person, sqr_name: '李秀英', sqr_zjh: '130402199007082649', sqr_tel: '13912345678' } });
    const [name, value] = cookie.split('=');
    const kb: number[] = [];
    const home: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await phoneContext(browser, server.url);
      await context.addCookies([{ name: name!, value: value!, url: server.url }]);
      kb.push((await measurePageJsGzip(`${server.url}${target.path(String(proinstid))}`, context, target.ready)).totalGzipBytes / 1024);
      home.push((await measurePageJsGzip(`${server.url}/`, context, '.menu-group')).totalGzipBytes / 1024);
      await context.close();
    }
    const round = (n: number) => Number(n.toFixed(1));
    return {
      [`${target.label} JS, gzip (KB, target <= 300)`]: round(Math.max(...kb)),
      [`${target.label} JS spread over 3 loads (KB)`]: `${round(Math.min(...kb))}–${round(Math.max(...kb))}`,
      [`${target.label} JS within 300 KB`]: Math.max(...kb) <= BUDGET_KB ? 'yes' : 'no',
      'home route JS in the same run (KB)': `${round(Math.min(...home))}–${round(Math.max(...home))}`,
    };
  } finally {
    await browser.close();
  }
}

export function measureDetailPageJs(baseUrl: string): Promise<Record<string, number | string>> {
  return measureSignedInPageJs(baseUrl, DETAIL_PAGE);
}

/** npm run bench's section: the built server on its own data folder. DETAIL_PAGE_BASE_URL measures a running one instead. */
export async function benchDetailPageJs(port: number): Promise<Record<string, number | string>> {
  if (process.env.DETAIL_PAGE_BASE_URL) return measureDetailPageJs(process.env.DETAIL_PAGE_BASE_URL);
  const server = await startServerProcess(port, tempDataDir());
  try {
    return await measureDetailPageJs(server.url);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchDetailPageJs(39_600 + Math.floor(Math.random() * 300)).then((figures) => console.log(JSON.stringify(figures, null, 2)));
}
