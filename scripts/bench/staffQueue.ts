import { chromium } from 'playwright-core';
import { createDatabase } from '../../server/db/database';
import { createFreshDatabase } from '../../tests/support/freshPostgres';
import { CHROMIUM } from '../../tests/support/phoneBrowser';
import { signInStaff } from '../../tests/support/staffClient';
import { insertBenchApplications, WORKING_STAGES } from './harness/benchApplications';
import { startServerProcess, tempDataDir } from './serverProcess';

const APPLICATIONS = 2_000;
const RUNS = 5;
const NO_FLOOD_GUARD = { API_RATE_LIMIT_PER_MINUTE: '100000000' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const range = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

/**
 * The work queue's cold load at 1280 px (issue 31: first row under 1.5 s): a signed-in reviewer
 * opens /staff/queue in a browser with an empty cache, five times; the time from navigation to the
 * first row drawn (measured in the page), the responses and the bytes that came over the wire.
 * On PostgreSQL with 2,000 cases over the working stages.
 */
export async function benchStaffQueue(port: number): Promise<Record<string, number | string>> {
  const database = await createFreshDatabase();
  if (!database) return { 'staff queue': 'skipped: no PostgreSQL server reachable' };
  const db = createDatabase({ databaseUrl: database.url, dataDir: '' });
  const server = await startServerProcess(port, tempDataDir(), { DATABASE_URL: database.url, ...NO_FLOOD_GUARD });
  const browser = await chromium.launch(CHROMIUM);
  try {
    await insertBenchApplications(db, { count: APPLICATIONS, stages: WORKING_STAGES });
    const reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
    const times: number[] = [];
    const responses: number[] = [];
    const kilobytes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
      await context.addCookies([{ name: 'hall_staff_sid', value: reviewer.cookie.split('=')[1]!, url: server.url }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let bytes = 0;
      let count = 0;
      cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
        bytes += event.encodedDataLength;
        count += 1;
      });
      await page.goto(`${server.url}/staff/queue`);
      await page.locator('.ant-table-row').first().waitFor();
      times.push(await page.evaluate(() => performance.now()));
      await page.waitForLoadState('networkidle');
      responses.push(count);
      kilobytes.push(bytes / 1024);
      await context.close();
    }
    return {
      'staff queue cold load to first row at 1280 px (ms, median)': Math.round(median(times)),
      'staff queue cold load (ms, range)': range(times),
      'staff queue cold load responses': median(responses),
      'staff queue cold load KB over the wire': Math.round(median(kilobytes)),
    };
  } finally {
    await browser.close();
    await server.stop();
    await db.destroy();
    await database.drop();
  }
}
