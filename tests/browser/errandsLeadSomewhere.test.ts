import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, verifiedCitizen } from '../support/applicationFixtures';
import { answerDialog, openAs, setUpPhoneBrowser } from '../support/browserSignIn';
import { TestClient } from '../support/testClient';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * Issue 27, what remained (decision 0065): any article link opens its article, the home has one
 * way into appointments, nine notices tapped through make no pile of drafts, and the message
 * centre speaks the reader's language.
 */
const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const WIDTHS = [390, 320] as const;
const CJK = /[\u4e00-\u9fff]/;

async function fitsWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('an article link without ?type', () => {
  it('opens a notice or a policy by its uuid, and back leads to that article’s own list', async () => {
    const client = new TestClient(baseUrl);
    const first = async (type: string) =>
      (await client.post<{ data: { content: { uuid: string; title: string }[] } }>('/online/wx/apilist/getServiceGuids', { type, page: 'all', searchVal: '' })).body.data.content[0]!;
    const page = await phone.open('demo-verified', '/');
    for (const [width, type, list] of [[390, 'tzgg', /\/gov\/tzgg$/], [320, 'laws', /\/laws$/]] as const) {
      const article = await first(type);
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${baseUrl}/articlecontent?uuid=${article.uuid}`);
      await page.locator('.article-title', { hasText: article.title }).waitFor();
      await fitsWidth(page, width);
      await page.getByRole('button', { name: '返回列表' }).click();
      await page.waitForURL(list);
    }
  });
});

describe('one way into appointments', () => {
  it('has one 预约办事 tile; 我的预约 offers every way to book, each opening its screen', async () => {
    const page = await phone.open('demo-verified', '/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.locator('.menu-tile').first().waitFor();
      const booking = await page.locator('a.menu-tile').evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href)).filter((url) => /^\/(yuyue|appointment|apmrecord|queue|myAppointments)/.test(url.pathname) || url.search.includes('appointment=1')).map((url) => url.pathname + url.search),
      );
      expect(booking).toEqual(['/myAppointments']);
      await page.locator('.menu-tile', { hasText: '预约办事' }).click();
      await page.waitForURL(/\/myAppointments$/);
      await page.getByRole('heading', { name: '我的预约' }).waitFor();
      await fitsWidth(page, width);
      for (const [name, path] of [['窗口预约（无申请号）', /\/yuyuenosh$/], ['已受理业务预约', /\/yuyue$/], ['按日期选择时段', /\/appointment$/], ['到厅排队取号', /\/queue$/], ['预约申请：上传材料，到窗口办理', /\/seladd\?appointment=1$/]] as const) {
        await page.getByRole('link', { name }).click();
        await page.waitForURL(path);
        await page.goBack();
        await page.waitForURL(/\/myAppointments$/);
      }
      await page.goto(`${baseUrl}/`);
    }
  });
});

/**
 * Taps through `count` notices of one mode as a citizen does, twice: a business from the list, its
 * notice, 我要申请, the fill (or upload) page loaded, back to the notice, back to the list.
 * Answers the businesses opened in the first round.
 */
async function tapThroughNotices(page: Page, appointment: '0' | '1', count: number): Promise<string[]> {
  const opened: string[] = [];
  for (let round = 0; round < 2; round += 1) {
    for (let type = 0; opened.length < count * (round + 1) && type < 4; type += 1) {
      await page.goto(`${baseUrl}/sel?xzqdm=130402&appointment=${appointment}`);
      await page.locator('.filing-type').nth(type).click();
      await page.waitForURL(/\/selapp\?/);
      const businesses = page.locator('.filing-businesses .adm-list-item');
      await businesses.first().waitFor();
      const listed = await businesses.count();
      for (let index = 0; index < listed && opened.length < count * (round + 1); index += 1) {
        const name = (await businesses.nth(index).textContent()) ?? '';
        await businesses.nth(index).click();
        // A company's business is refused to a person with an alert: not a notice of theirs.
        const refused = await Promise.race([page.waitForURL(/\/apply\?/).then(() => false), page.locator('.adm-dialog-body').waitFor().then(() => true)]);
        if (refused) {
          await answerDialog(page);
          continue;
        }
        await page.getByRole('button', { name: '我要申请' }).click();
        await page.waitForURL((url) => url.pathname !== '/apply');
        await page.waitForLoadState('networkidle');
        opened.push(name);
        await page.goBack();
        await page.waitForURL(/\/apply\?/);
        await page.goBack();
        await page.waitForURL(/\/selapp\?/);
        await businesses.first().waitFor();
      }
    }
  }
  expect(opened).toHaveLength(count * 2);
  return opened.slice(0, count);
}

describe('nine notices, one draft per business', () => {
  it('reuses each business’s untouched draft when the citizen taps 我要申请, opens the fill page, goes back and taps through the notices again', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const page = await phone.open(openid, '/sel?xzqdm=130402');
    await page.setViewportSize({ width: 390, height: 740 });
    const filed = await tapThroughNotices(page, '0', 9);
    const booked = await tapThroughNotices(page, '1', 3);
    const drafts = (await call(client, 'getApplyList', { tab: 0, page: 1, rows: 50 })) as { rows: { name: string; appointment: string }[] };
    const perBusiness = new Map<string, number>();
    for (const row of drafts.rows) perBusiness.set(`${row.name} ${row.appointment}`, (perBusiness.get(`${row.name} ${row.appointment}`) ?? 0) + 1);
    expect([...perBusiness].filter(([, n]) => n > 1)).toEqual([]);
    expect(drafts.rows.length).toBe(new Set(filed).size + new Set(booked).size);
  }, 300_000);
});

describe('the message centre in English', () => {
  it('shows a message of the hall in English, the query and its result named in English too', async () => {
    const zhang = await new TestClient(baseUrl).signIn('demo-verified');
    const searched = await zhang.post('/online/wx/apilist/certificateSearch', { username: '张建国', zjh: '130402198503151231', qzh: '冀(2019)邯郸市不动产权第0016875号', xzqdm: '130400' });
    expect(searched.status).toBe(200);
    const page = await phone.newPage();
    await page.addInitScript(() => localStorage.setItem('hall.locale', 'en'));
    await openAs(page, baseUrl, 'demo-verified', '/my/messages');
    const row = page.locator('.messages-list .adm-list-item', { hasText: 'Query answered' }).first();
    await expect.poll(async () => (await row.count()) > 0 || (await page.reload(), false), { timeout: 30_000, interval: 1000 }).toBe(true);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      const text = (await row.innerText()).replace(/冀\(\d{4}\)邯郸市不动产权第\d+号/g, '');
      expect(text).toContain('Your certificate search');
      expect(text).not.toMatch(CJK);
      await fitsWidth(page, width);
    }
  });
});
