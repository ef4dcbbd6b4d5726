import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { acceptedApplication, scheduleDay, bookingUser, slotsOf, type StateBody } from '../support/appointmentHelpers';
import { answerDialog, setUpPhoneBrowser } from '../support/browserSignIn';
import { decide } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

/** Picks the n-th real option (after 请选择) of a selector, once its options have loaded. */
async function pick(page: Page, selector: string, index: number): Promise<string> {
  const options = page.locator(`${selector} option:not([value=""])`);
  await options.nth(index).waitFor({ state: 'attached' });
  const value = (await options.nth(index).getAttribute('value'))!;
  await page.selectOption(selector, value);
  return (await options.nth(index).textContent()) ?? '';
}

/** Confirms 在线预约 / 确定要申请吗? and answers the alert that follows it. */
async function confirmBooking(page: Page): Promise<string> {
  const confirm = page.locator('.adm-dialog-body', { hasText: '确定要申请吗?' });
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  const result = page.locator('.adm-dialog-body', { hasNotText: '确定要申请吗?' }).last();
  await result.waitFor();
  const text = ((await result.locator('.adm-dialog-content').textContent()) ?? '').trim();
  await result.getByRole('button', { name: '确定', exact: true }).click();
  await result.waitFor({ state: 'detached' });
  return text;
}

/** No serious axe finding, named by rule and element when there is one. */
async function expectAccessible(page: Page): Promise<void> {
  // The shell's loading toast is on screen only while a request runs: judge the page, not it.
  // Likewise a dialog that was just answered: judge the page once its closing animation is over
  // (mid-fade its text fails contrast and its wrapper has lost its name).
  await page.waitForFunction(() => !document.querySelector('.adm-toast-main, .adm-center-popup-wrap'));
  expect((await seriousAxeFindings(page)).map((finding) => `${finding.id}: ${finding.targets.join(', ')}`)).toEqual([]);
}

/** No sideways scrolling at the narrowest and a large phone width. */
async function fitsPhones(page: Page): Promise<number[]> {
  const overflow: number[] = [];
  for (const width of [320, 412]) {
    await page.setViewportSize({ width, height: 740 });
    await page.waitForTimeout(100);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scroll > width) overflow.push(scroll);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  return overflow;
}

describe('appointments as a citizen books them', () => {
  it('books for an application from the online list and shows the slip with its QR code', async () => {
    const prolsh = await acceptedApplication(baseUrl, 'demo-verified', '抵押登记申请');
    const page = await phone.open('demo-verified', '/yuyue');
    const card = page.locator('.apt-application', { hasText: prolsh });
    await card.getByRole('button', { name: '预约' }).click();
    await page.waitForURL(/\/yuyueForm\?proinstid=.+&prolsh=/);
    await expect.poll(() => page.locator('#apt-name').inputValue()).toBe('张建国');
    expect(await page.locator('#apt-wlsh').inputValue()).toBe(prolsh);
    expect(await page.locator('#apt-phone').inputValue()).not.toBe('13812345678');
    expect(await page.locator('#apt-process').isDisabled()).toBe(true);

    await page.getByRole('button', { name: '预约', exact: true }).click();
    expect(await answerDialog(page)).toBe('办理地点不能为空');
    await pick(page, '#apt-area', 0);
    await pick(page, '#apt-process', 1);
    await page.getByRole('button', { name: '预约', exact: true }).click();
    expect(await answerDialog(page)).toBe('办理日期不能为空');
    const day = await pick(page, '#apt-day', 1);
    const slot = await pick(page, '#apt-time', 5);
    expect(slot).toMatch(/^16:00-17:00 \(\d+\/20\)$/);
    await expectAccessible(page);
    expect(await fitsPhones(page)).toEqual([]);

    await page.getByRole('button', { name: '预约', exact: true }).click();
    const success = await confirmBooking(page);
    expect(success).toMatch(new RegExp(`^预约成功！您的预约号为\\d{16}，预约时间为${day.slice(0, 10)} 16:00-17:00，稍后将以短信形式通知您。$`));
    expect(await page.getByRole('button', { name: '预约', exact: true }).count()).toBe(0);

    await page.getByRole('link', { name: '查看预约单' }).click();
    await page.waitForURL(/\/yuyueDetail\?orderid=/);
    const slip = page.locator('.apt-slip');
    await expect.poll(() => slip.textContent()).toContain(prolsh);
    expect(await slip.textContent()).toContain('转移登记（二手房买卖）');
    await expect.poll(() => page.locator('.apt-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
    expect(await page.getByRole('link', { name: '添加到日历' }).getAttribute('href')).toMatch(/\/apmorder\/ics\?id=/);
    await expectAccessible(page);

    // Back on the list, the application now offers its slip.
    await page.goto(`${baseUrl}/yuyue`);
    await page.locator('.apt-application', { hasText: prolsh }).getByRole('button', { name: '查看预约单' }).click();
    await page.waitForURL(/\/yuyueDetail\?wlsh=/);
    await expect.poll(() => page.locator('.apt-slip').textContent()).toContain('已预约');
  }, 120_000);

  it('books without an application number and finds it under its appointment number', async () => {
    const page = await phone.open('demo-verified', '/yuyuenosh');
    await page.getByRole('button', { name: '新建预约' }).click();
    await page.waitForURL(/\/yuyueFormnosh$/);
    expect(await page.locator('.apt-note').textContent()).toBe('温馨提示：一个时间段只能办理一套房屋（一笔业务）');
    await pick(page, '#apt-area', 1);
    await pick(page, '#apt-process', 0);
    await pick(page, '#apt-day', 2);
    await pick(page, '#apt-time', 0);
    await page.getByRole('button', { name: '预约', exact: true }).click();
    const success = await confirmBooking(page);
    const serial = /预约号为(\d{16})/.exec(success)?.[1];
    expect(serial).toBeTruthy();

    await page.goto(`${baseUrl}/yuyuenosh`);
    await page.getByText(`预约号：${serial}`).click();
    await page.waitForURL(/\/yuyueDetailnosh\?orderid=/);
    await expect.poll(() => page.locator('.apt-slip').textContent()).toContain(serial!);
    expect(await page.locator('.apt-slip').textContent()).toContain('一个时间段只能办理一套房屋');
    expect(await fitsPhones(page)).toEqual([]);
  });

  it('books and cancels in the single-page variant, and the place is free again', async () => {
    const page = await phone.open('demo-verified', '/appointment');
    const choosePlace = async () => {
      // The citizen picks the place and the business first (decision 0061): the first of each here.
      for (const select of ['#appointment-area', '#appointment-process']) {
        await page.locator(`${select} option`).nth(1).waitFor({ state: 'attached' });
        await page.locator(select).selectOption((await page.locator(`${select} option`).nth(1).getAttribute('value'))!);
      }
    };
    await choosePlace();
    const days = page.locator('.apt-days button');
    await days.nth(3).click();
    const first = page.locator('.apt-slots button').first();
    const before = (await first.locator('span').last().textContent())!;
    expect(before).toMatch(/^\d+\/20$/);
    await expectAccessible(page);
    expect(await fitsPhones(page)).toEqual([]);
    await first.click();
    expect(await answerDialog(page)).toBe('确定要申请吗?');
    await page.waitForURL(/\/apmorder\?orderid=/);
    await expect.poll(() => page.locator('.apt-slip').textContent()).toContain('您已成功预约');

    await page.goto(`${baseUrl}/apmrecord`);
    await page.locator('.apt-card').first().click();
    await page.getByText('取消预约').click();
    expect(await answerDialog(page)).toBe('确定要取消该预约吗？');
    await expect.poll(() => page.locator('.apt-card').first().textContent()).toContain('已取消');

    await page.goto(`${baseUrl}/appointment`);
    await choosePlace();
    await page.locator('.apt-days button').nth(3).click();
    await expect.poll(() => page.locator('.apt-slots button').first().locator('span').last().textContent()).toBe(before);
  });

  it('lists the service sites with 暂无 for what is missing, opens the map, and offers the downloads', async () => {
    const page = await phone.open('demo-verified', '/fwwd');
    const second = page.locator('.sites-card').nth(1);
    await expect.poll(() => second.textContent()).toContain('暂无');
    expect(await page.locator('.sites-card').first().getByRole('link', { name: '拨打电话' }).getAttribute('href')).toBe('tel:0310-3112345');
    await expectAccessible(page);
    expect(await fitsPhones(page)).toEqual([]);
    await page.locator('.sites-card').first().getByRole('button', { name: '查看地图' }).click();
    await page.waitForURL(/\/wechat\/emulator\/map\?/);
    expect(new URL(page.url()).searchParams.get('scale')).toBe('14');

    await page.goto(`${baseUrl}/zlxz`);
    await page.locator('.sites-file').first().waitFor();
    await page.getByRole('searchbox').fill('委托');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect.poll(() => page.locator('.sites-file').count()).toBe(1);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: '下载' }).click();
    expect((await download).suggestedFilename()).toBe('授权委托书.pdf');
    expect(await fitsPhones(page)).toEqual([]);
  });

  it('books through the queue system, shows the result in a dialog and the queue order, and cancels it', async () => {
    const page = await phone.open('demo-verified', '/queue');
    await page.getByRole('button', { name: '预约', exact: true }).click();
    expect(await answerDialog(page)).toBe('办理地点不能为空');
    await pick(page, '#queue-company', 2);
    await pick(page, '#queue-group', 4);
    await pick(page, '#queue-day', 4);
    await pick(page, '#queue-time', 2);
    await page.locator('#queue-remark').fill('补换证书');
    await expectAccessible(page);
    expect(await fitsPhones(page)).toEqual([]);
    await page.getByRole('button', { name: '预约', exact: true }).click();
    const result = page.locator('.adm-dialog-body', { hasText: '操作结果' });
    expect(await result.locator('.adm-dialog-content').textContent()).toMatch(/^排队预约成功，预约号\d{16}$/);
    await result.getByRole('button', { name: '确定', exact: true }).click();
    await page.waitForURL(/\/queueOrder\?id=/);
    const order = page.locator('.apt-slip').first();
    await expect.poll(() => order.textContent()).toContain('补换证书');
    await expectAccessible(page);

    await order.getByRole('button', { name: '取消预约' }).click();
    await page.locator('.adm-dialog-body', { hasText: '确定要取消该预约吗？' }).getByRole('button', { name: '确定', exact: true }).click();
    const cancelled = page.locator('.adm-dialog-body', { hasText: '操作结果' });
    expect(await cancelled.locator('.adm-dialog-content').textContent()).toBe('取消成功');
    await cancelled.getByRole('button', { name: '确定', exact: true }).click();
    await expect.poll(() => page.locator('.apt-slip').first().textContent()).toContain('已取消');
  });
});

describe('applications and their appointments agree (issue 18)', () => {
  const BASE = '/online/public/appointment';
  const chinaDay = (offsetDays: number) => new Date(Date.now() + 8 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
  /** No sideways scrolling at the narrowest phone and a common one. */
  const widths = [320, 390];
  const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it('shows where each application stands on /yuyue, the slip of a booked one on /yuyueForm, fresh counts after booking, and a cancelled slip without a calendar link', async () => {
    const me = await bookingUser(baseUrl);
    const [booked, rejected, revoked, fresh] = await Promise.all([0, 1, 2, 3].map(() => acceptedApplication(baseUrl, me.openid)));
    const listed = (await me.client.post<StateBody<{ id: string; prolsh: string }[]>>('/online/wx/apilist/getYuyueApplyList')).body.data;
    const idOf = (prolsh: string) => listed.find((a) => a.prolsh === prolsh)!.id;
    await decide(baseUrl, idOf(rejected!), 'reject', { sh_xmsl_yj: '材料不全' });
    expect((await me.client.post<{ errcode: string }>('/online/wx/apilist/revokeApply', { id: idOf(revoked!) })).body.errcode).toBe('00');
    const { slots } = await slotsOf(me.client, 'hd02', 1, 2);
    const order = (await me.client.postForm<StateBody<{ id: string }>>(`${BASE}/addByWlsh/`, { time: slots.at(-1)!.timeId, wlsh: booked! })).body.data;

    const page = await phone.open(me.openid, '/yuyue');
    const cards: [string, string, string][] = [
      [booked!, '待审核', '查看预约单'],
      [rejected!, '已驳回', '去修改'],
      [revoked!, '已撤回', '去修改'],
      [fresh!, '待审核', '预约'],
    ];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      for (const [prolsh, status, action] of cards) {
        const card = page.locator('.apt-application', { hasText: prolsh });
        await expect.poll(() => card.textContent()).toContain(`状态：${status}`);
        // Inside the card's fixed 151 px: neither the status line nor the action is cut off.
        const box = (await card.boundingBox())!;
        for (const inner of [card.locator('.apt-stage'), card.getByRole('button', { name: action, exact: true })]) {
          const at = (await inner.boundingBox())!;
          expect(at.y + at.height).toBeLessThanOrEqual(box.y + box.height);
        }
      }
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    }
    await expectAccessible(page);
    await page.locator('.apt-application', { hasText: rejected! }).getByRole('button', { name: '去修改' }).click();
    await page.waitForURL(/\/prodoing\?tab=3$/);

    // An application already booked opens its slip, naming the business, not the booking form.
    await page.goto(`${baseUrl}/yuyueForm?prolsh=${booked!}`);
    const slip = page.locator('.apt-slip');
    await expect.poll(() => slip.textContent()).toContain('已预约');
    expect(await page.locator('#apt-area').count()).toBe(0);
    expect(await slip.locator('dt:text-is("业务类型") + dd').textContent()).toBe('转移登记（二手房买卖）');

    // One that may not book says why, in the server's words.
    await page.goto(`${baseUrl}/yuyueForm?prolsh=${revoked!}`);
    await page.getByText('该申请已撤回，重新提交后方可预约').waitFor();
    expect(await page.locator('#apt-area').count()).toBe(0);

    // Revoked from the application list: the confirmation says the appointment goes too, and it does.
    await page.goto(`${baseUrl}/prodoing?tab=1`);
    await page.locator('.applications-item', { hasText: booked! }).click();
    await page.locator('.adm-action-sheet').getByText('撤回').click();
    expect(await answerDialog(page)).toBe('确定撤回该申请？该申请的预约将一并取消，撤回后可修改再提交。');
    await page.locator('.applications-item', { hasText: booked! }).waitFor({ state: 'detached' });

    // Cancelled: the slip offers no calendar entry.
    await page.goto(`${baseUrl}/yuyueDetail?orderid=${order.id}`);
    await expect.poll(() => page.locator('.apt-slip').textContent()).toContain('已取消');
    expect(await page.getByRole('link', { name: '添加到日历' }).count()).toBe(0);

    // After booking, the form's count of the booked slot includes it.
    await page.goto(`${baseUrl}/yuyueForm?prolsh=${fresh!}`);
    await pick(page, '#apt-area', 0);
    await pick(page, '#apt-process', 1);
    await pick(page, '#apt-day', 3);
    const before = Number(/\((\d+)\/20\)$/.exec(await pick(page, '#apt-time', 5))![1]);
    await page.getByRole('button', { name: '预约', exact: true }).click();
    expect(await confirmBooking(page)).toMatch(/^预约成功！/);
    const chosen = page.locator('#apt-time option:checked');
    await expect.poll(() => chosen.textContent()).toBe(`16:00-17:00 (${before + 1}/20)`);
  }, 120_000);

  it('offers no slot the server has closed, on the single page and in the form', async () => {
    const today = chinaDay(0);
    await scheduleDay(baseUrl, { areaId: 'hd01', calendar: today });
    const me = await bookingUser(baseUrl);
    const days = (await me.client.post<StateBody<{ calendar: string; calendarId: string; times: { timeName: string; closed: boolean }[] }[]>>('/online/wx/appoint/getCalendar')).body.data;
    const todays = days.find((day) => day.calendar === today)!;
    const open = todays.times.filter((slot) => !slot.closed).map((slot) => slot.timeName);

    const page = await phone.open(me.openid, '/appointment');
    // The place and the business getCalendar answered for without them (decision 0061: the citizen picks them).
    await page.locator('#appointment-area option[value="hd01"]').waitFor({ state: 'attached' });
    await page.selectOption('#appointment-area', 'hd01');
    await page.locator('#appointment-process option').nth(1).waitFor({ state: 'attached' });
    await page.selectOption('#appointment-process', (await page.locator('#appointment-process option').nth(1).getAttribute('value'))!);
    await page.locator('.apt-days button').first().click();
    const buttons = page.locator('.apt-slots button');
    await expect.poll(() => buttons.count()).toBe(todays.times.length);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      for (const [index, slot] of todays.times.entries()) {
        const button = buttons.nth(index);
        expect(await button.isDisabled()).toBe(slot.closed);
        if (slot.closed) expect(await button.locator('span').last().textContent()).toBe('已截止');
      }
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
    }
    await expectAccessible(page);

    await page.goto(`${baseUrl}/yuyueFormnosh`);
    for (const [selector, value] of [['#apt-area', 'hd01'], ['#apt-process', 'hd01-dy'], ['#apt-day', todays.calendarId]] as const) {
      await page.locator(`${selector} option[value="${value}"]`).waitFor({ state: 'attached' });
      await page.selectOption(selector, value);
    }
    const offered = page.locator('#apt-time option:not([value=""])');
    await expect.poll(async () => (await offered.allTextContents()).map((label) => label.slice(0, 11))).toEqual(open);
  }, 120_000);
});

