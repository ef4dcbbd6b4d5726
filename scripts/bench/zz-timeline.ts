import { chromium } from 'playwright-core';
import { CHROMIUM } from '/work/wt/lead/tests/support/phoneBrowser';
import { signInStaff } from '/work/wt/lead/tests/support/staffClient';
import { startServerProcess, tempDataDir } from '/work/wt/lead/scripts/bench/serverProcess';
const server = await startServerProcess(39811, tempDataDir(), { API_RATE_LIMIT_PER_MINUTE: '100000000' });
const browser = await chromium.launch(CHROMIUM);
const reviewer = await signInStaff(server.url, 'demo-reviewer', 'demo-reviewer-2026');
for (let i = 0; i < 2; i++) {
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addCookies([{ name: 'hall_staff_sid', value: reviewer.cookie.split('=')[1]!, url: server.url }]);
const page = await context.newPage();
const t0 = Date.now();
page.on('requestfinished', (r) => { if (i===1) console.log(String(Date.now() - t0).padStart(5), r.url().replace(server.url, '')); });
await page.goto(`${server.url}/staff/queue`);
await page.getByRole('heading', { name: '工作队列' }).waitFor();
await page.waitForLoadState('networkidle');
if (i===1) console.log('heading+idle', Date.now() - t0, 'perf', await page.evaluate(() => performance.now()));
await context.close();
}
await browser.close(); await server.stop();
