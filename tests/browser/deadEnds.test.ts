import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInStaff } from '../support/staffClient';
import { bookingUser, slotsOf } from '../support/appointmentHelpers';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * Issue 27, part 2: every screen of a citizen's errands has a way in, and every way leads
 * somewhere: the certificate search, the notices and sign-out have their entries; back does not
 * return to the authorisation or face page; a screen's dead end offers the next step.
 */
const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const WIDTHS = [390, 320] as const;

async function fitsWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Presses the emulated face page's button and waits until the app has the page again. */
async function passFacePage(page: Page, path: string): Promise<void> {
  await page.waitForURL(/\/wechat\/emulator\/face\?/);
  await page.getByRole('button', { name: '核验成功' }).click();
  await page.waitForURL((url) => url.pathname === path && !url.search.includes('err_code'));
}

describe('ways in: the certificate search, the notices and sign-out', () => {
  it('home has a tile for the certificate search (notice, then the search) and one for the notices', async () => {
    const page = await phone.open('demo-verified', '/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.locator('.menu-tile', { hasText: '产权查询' }).first().click();
      await page.waitForURL(/\/CatchCert_yhxz$/);
      await page.getByRole('button', { name: '我已阅读并同意' }).waitFor();
      await fitsWidth(page, width);
      await page.goBack();
      await page.locator('.menu-tile', { hasText: '通知公告' }).click();
      await page.waitForURL(/\/gov\/tzgg$/);
      await page.getByRole('heading', { name: '通知公告' }).waitFor({ state: 'attached' });
      await page.goBack();
    }
  });

  it('我的 has a 退出登录 row that signs out', async () => {
    const page = await phone.open('demo-verified', '/my');
    await page.getByText('退出登录', { exact: true }).click();
    await page.waitForURL(/\/logout(\?|$)/);
  });

  it('an empty 产权查询记录 says there is none yet and starts a search', async () => {
    const user = await bookingUser(baseUrl, '赵文静');
    const page = await phone.open(user.openid, '/my');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.getByText('我的业务').click();
      await page.getByText('产权查询记录').click();
      await page.waitForURL(/\/querycertrecord$/);
      await page.getByRole('heading', { name: '还没有产权查询记录' }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('请核对确认申请单号');
      await fitsWidth(page, width);
      await page.getByRole('button', { name: '查询产权' }).click();
      await page.waitForURL(/\/CatchCert_yhxz$/);
      await page.goto(`${baseUrl}/my`);
    }
  });
});

describe('the 业务查询 demo', () => {
  it('is gone: no tile for other people\'s sample data, and its address is the 404 page', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.locator('.menu-tile').first().waitFor();
    expect(await page.locator('.menu-tile', { hasText: '业务查询' }).count()).toBe(0);
    await page.goto(`${baseUrl}/businessQuery?ywh=YW2025000105&op=sqxq`);
    await page.getByRole('heading', { name: '页面不存在' }).first().waitFor();
    expect(await page.locator('body').textContent()).not.toContain('/sqxq');
  });
});

describe('the face check of the certificate search, and back after it', () => {
  it('/CatchCert_new takes the face check first; back after it does not return to the face page', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.goto(`${baseUrl}/CatchCert_yhxz`);
    await page.getByRole('button', { name: '我已阅读并同意' }).click();
    await passFacePage(page, '/CatchCert_new');
    await page.getByLabel('手机号').waitFor();
    await page.goBack();
    await page.waitForURL((url) => !url.pathname.startsWith('/CatchCert_new'));
    expect(page.url()).not.toContain('/wechat/emulator/face');
    expect(new URL(page.url()).pathname).toBe('/CatchCert_yhxz');
  });
});

describe('back after sign-in', () => {
  it('back on the first page does not return to the authorisation page', async () => {
    const page = await phone.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/wechat\/emulator\/authorize\?/);
    await page.getByRole('radio', { name: /demo-verified/ }).check();
    await page.getByRole('button', { name: '允许' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.menu-tile').first().waitFor();
    await page.goBack().catch(() => null);
    await page.waitForTimeout(500);
    expect(page.url()).not.toContain('/wechat/emulator/authorize');
  });
});

describe('the 查档 result cards in the back stack', () => {
  it('back from a card\'s detail returns to the result cards', async () => {
    const page = await phone.open('demo-verified', '/');
    await page.goto(`${baseUrl}/CatchCert_new`);
    await passFacePage(page, '/CatchCert_new');
    await page.getByRole('button', { name: '获取验证码' }).click();
    const inbox = await page.context().newPage();
    let code = '';
    await expect
      .poll(async () => {
        await inbox.goto(`${baseUrl}/wechat/emulator/sms?phone=13812345678`);
        code = /验证码为(\d{6})/.exec((await inbox.locator('.sms-text').first().textContent()) ?? '')?.[1] ?? '';
        return code;
      }, { timeout: 15_000 })
      .not.toBe('');
    await inbox.close();
    await page.getByLabel('动态验证码').fill(code);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await answerDialog(page);
    await page.waitForURL(/\/querycertrecord$/);
    await page.locator('.registry-record[data-state="20"] button').first().click();
    await page.waitForURL(/\/catchcert\?certId=/);
    const results = page.url();
    await page.getByRole('button', { name: '详情' }).first().click();
    await page.locator('.registry-result').waitFor();
    await page.goBack();
    await page.locator('.registry-card').first().waitFor();
    expect(page.url()).toBe(results);
  });
});



describe('the message centre when its calls fail, and where its rows lead', () => {
  it('shows 重试 for a failed list and a failed switch, and a reply\'s row opens its feedback', async () => {
    const user = await bookingUser(baseUrl, '钱国华');
    const sent = await user.client.post<{ data: { id: number } }>('/online/wx/apilist/sendSaveFeedback', { content: '希望增加周末预约时段' });
    const id = sent.body.data.id;
    const editor = await signInStaff(baseUrl, 'demo-content', 'demo-content-2026');
    expect((await editor.post(`/staff/api/feedback/${id}/reply`, { content: '已增加周六上午时段' })).status).toBe(200);
    const page = await phone.open(user.openid, '/my');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      let failing = true;
      await page.route('**/api/messages**', (route) => (failing ? route.fulfill({ status: 500, body: '' }) : route.continue()));
      await page.getByText('消息中心').click();
      await page.waitForURL(/\/my\/messages$/);
      const retries = page.getByRole('button', { name: '重试' });
      await expect.poll(() => retries.count(), { timeout: 15_000 }).toBe(2);
      expect(await page.locator('.adm-switch-spin-icon').count()).toBe(0);
      await fitsWidth(page, width);
      failing = false;
      await retries.first().click();
      await expect.poll(() => retries.count()).toBe(1);
      await retries.first().click();
      await page.getByRole('switch', { name: '同时以微信服务通知接收' }).waitFor();
      const row = page.locator('.messages-list .adm-list-item', { hasText: '意见反馈已回复' });
      await row.click();
      await page.waitForURL(new RegExp(`/my/feedBackDetail\\?id=${id}$`));
      await page.getByText('已增加周六上午时段').waitFor();
      await page.unroute('**/api/messages**');
      await page.goto(`${baseUrl}/my`);
    }
  });
});

describe('booking forms: failed selectors and a missing profile', () => {
  it('a selector whose options failed offers 重试 under it, at 390 and 320 px', async () => {
    const user = await bookingUser(baseUrl, '孙丽娟');
    const page = await phone.open(user.openid, '/');
    for (const [path, select, failing] of [
      ['/yuyueFormnosh', '#apt-area', '**/online/public/appointment/area**'],
      ['/queue', '#queue-company', '**/callnum/comlist'],
    ] as const) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        let fail = true;
        await page.route(failing, (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.continue()));
        await page.goto(`${baseUrl}${path}`);
        const field = page.locator('.apt-field', { has: page.locator(select) });
        await field.getByRole('button', { name: '重试' }).waitFor();
        await fitsWidth(page, width);
        fail = false;
        await field.getByRole('button', { name: '重试' }).click();
        await expect.poll(() => page.locator(`${select} option`).count()).toBeGreaterThan(1);
        expect(await field.getByRole('button', { name: '重试' }).count()).toBe(0);
        await page.unroute(failing);
      }
    }
  });

  it('a citizen without a profile is sent to it before the queue and the older booking page, not after filling them', async () => {
    const page = await phone.open(`noprofile-${Date.now()}`, '/');
    for (const path of ['/queue', '/appointment']) {
      await page.goto(`${baseUrl}${path}`);
      expect(await answerDialog(page)).toBe('请完善用户信息');
      await page.waitForURL(/\/my\/userInfo\?type=1$/);
    }
  });
});

describe('我的预约', () => {
  it('lists the bookings of every variant and the queue orders, each leading to its slip', async () => {
    const me = await bookingUser(baseUrl, '周建民');
    const { calendar: bookedDay, slots } = await slotsOf(me.client, 'hd01', 0, 1);
    const nosh = await me.client.postForm<{ data: { serial: string } }>('/online/public/appointment/addByWlsh_wx/', { time: slots[0]!.timeId });
    const days = await me.client.post<{ data: { calendarId: string; calendar: string; times: { countId: string; remain: number; closed: boolean }[] }[] }>('/online/wx/appoint/getCalendar');
    // A slot still open with a place left (other files on this server book too: the last one may be
    // full), on another day than the booking above (one booking a day: 您已预约，不能重复预约！).
    const bookable = (d: (typeof days.body.data)[number]) => d.times.filter((time) => !time.closed && time.remain > 0);
    const day = days.body.data.find((d) => d.calendar.slice(0, 10) !== bookedDay.calendar.slice(0, 10) && bookable(d).length > 0)!;
    const single = await me.client.post<{ state: number; data: { serial: string } }>('/online/wx/appoint/addApmCount', { calendarId: day.calendarId, countId: bookable(day).at(-1)!.countId, yysj: day.calendar });
    const resDay = (await me.client.post<{ data: { resDay: string }[] }>('/callnum/makeanapp/resdate', { comID: 'hd03', groupId: 'hd03-cx' })).body.data[2]!.resDay;
    const queued = await me.client.post<{ stat: number; data: { id: string; serial: string } }>('/callnum/order/add', { wechatid: me.openid, webid: '', name: me.name, remark: '', phone: me.phone, queueid: 'hd03-cx', resDay, resTime: '15:00-16:00' });
    expect([single.body.state, queued.body.stat], JSON.stringify([single.body, queued.body])).toEqual([1, 1]);

    const page = await phone.open(me.openid, '/');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await page.locator('.menu-tile', { hasText: '预约办事' }).click();
      await page.waitForURL(/\/myAppointments$/);
      const cards = page.locator('a.apt-card');
      await expect.poll(() => cards.count()).toBe(3);
      const text = (await cards.allTextContents()).join('');
      for (const serial of [nosh.body.data.serial, single.body.data.serial, queued.body.data.serial]) expect(text).toContain(serial);
      await fitsWidth(page, width);
      await cards.filter({ hasText: queued.body.data.serial }).click();
      await page.waitForURL(new RegExp(`/queueOrder\\?id=${queued.body.data.id}$`));
      await page.goto(`${baseUrl}/my`);
      await page.getByText('我的业务').click();
      await page.getByText('我的预约').click();
      await page.waitForURL(/\/myAppointments$/);
      await page.goto(`${baseUrl}/`);
    }
  });
});

describe('/appointment books what the citizen chose', () => {
  it('asks for the place and the business before the days, and the slip names them', async () => {
    const me = await bookingUser(baseUrl, '吴海燕');
    const page = await phone.open(me.openid, '/appointment');
    await page.locator('#appointment-area option').nth(1).waitFor({ state: 'attached' });
    expect(await page.locator('.apt-days button').count()).toBe(0);
    const area = page.locator('#appointment-area option').last();
    const areaName = (await area.textContent())!;
    await page.locator('#appointment-area').selectOption((await area.getAttribute('value'))!);
    await page.locator('#appointment-process option').nth(1).waitFor({ state: 'attached' });
    const process = page.locator('#appointment-process option').last();
    const processName = (await process.textContent())!;
    await page.locator('#appointment-process').selectOption((await process.getAttribute('value'))!);
    for (const width of WIDTHS) await fitsWidth(page, width);
    await page.locator('.apt-days button').nth(2).click();
    await page.locator('.apt-slots button:not([disabled])').first().click();
    expect(await answerDialog(page)).toBe('确定要申请吗?');
    await page.waitForURL(/\/apmorder\?orderid=/);
    await expect.poll(() => page.locator('.apt-slip').textContent()).toContain(areaName);
    expect(await page.locator('.apt-slip').textContent()).toContain(processName);
  });
});
