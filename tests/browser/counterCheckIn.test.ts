import crypto from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs } from '../support/browserSignIn';
import { ownServerAndBrowser } from '../support/ownServerAndBrowser';
import { PHONE } from '../support/phoneBrowser';
import { staffSignedIn } from '../support/staffBrowser';
import { TestClient } from '../support/testClient';

/**
 * Issue 32 (docs/decisions/0096): a citizen books on the phone (390 px); at 1280 px the counter
 * clerk checks the booking in by scanning the slip's QR image, fed to the page's camera; the
 * scheduler adds a holiday over a booked day and resolves the booking in the dialog it asks with.
 * Its own server: the holiday is published as a configuration version.
 */
const own = ownServerAndBrowser();

const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const chinaClock = (minutes: number) => {
  const at = new Date(Date.now() + 8 * 3_600_000 + minutes * 60_000);
  if (at.toISOString().slice(0, 10) !== chinaDay(0)) return minutes < 0 ? '00:00' : '23:59';
  return at.toISOString().slice(11, 16);
};

/**
 * The counter's camera: getUserMedia answers a canvas's stream showing the image (the slip's QR
 * code on white), as a camera held over the slip would. The page's own scanner reads it.
 */
async function cameraShowing(context: BrowserContext, png: Buffer) {
  await context.addInitScript((dataUrl: string) => {
    const image = new Image();
    image.src = dataUrl;
    navigator.mediaDevices.getUserMedia = async () => {
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 360;
      const context2d = canvas.getContext('2d')!;
      const draw = () => {
        context2d.fillStyle = '#fff';
        context2d.fillRect(0, 0, canvas.width, canvas.height);
        context2d.drawImage(image, 120, 60, 240, 240);
      };
      draw();
      setInterval(draw, 100);
      return canvas.captureStream(10);
    };
  }, `data:image/png;base64,${png.toString('base64')}`);
}

/** Picks the n-th real option (after 请选择) of a native selector, once its options have loaded. */
async function pick(page: Page, selector: string, index: number) {
  const options = page.locator(`${selector} option:not([value=""])`);
  await options.nth(index).waitFor({ state: 'attached' });
  await page.selectOption(selector, (await options.nth(index).getAttribute('value'))!);
}

describe('the counter and the schedule in the staff app', () => {
  it('checks in a booking made on the phone by scanning its slip, and resolves a booking a new holiday drops', async () => {
    const { server, browser } = own;
    if (!server) return;
    const db = server.deps.db;

    // The citizen books at the first centre on the phone, without an application number.
    const phone = await browser.newContext({ ...PHONE, viewport: { width: 390, height: 800 }, baseURL: server.url });
    const citizenPage = await phone.newPage();
    await openAs(citizenPage, server.url, 'demo-verified', '/yuyueFormnosh');
    await pick(citizenPage, '#apt-area', 0);
    await pick(citizenPage, '#apt-process', 0);
    await pick(citizenPage, '#apt-day', 2);
    await pick(citizenPage, '#apt-time', 0);
    await citizenPage.getByRole('button', { name: '预约', exact: true }).click();
    await citizenPage.locator('.adm-dialog-body', { hasText: '确定要申请吗?' }).getByRole('button', { name: '确定', exact: true }).click();
    const result = citizenPage.locator('.adm-dialog-body', { hasNotText: '确定要申请吗?' }).last();
    const serial = /预约号为(\d{16})/.exec((await result.textContent()) ?? '')![1]!;
    await result.getByRole('button', { name: '确定', exact: true }).click();
    const order = await db.selectFrom('appointment_orders').select(['id', 'time_id']).where('serial', '=', serial).executeTakeFirstOrThrow();
    await citizenPage.goto(`/yuyueDetailnosh?orderid=${order.id}`);
    const qr = citizenPage.getByRole('img', { name: /二维码/ });
    await qr.waitFor();
    const png = await (await phone.request.get((await qr.getAttribute('src'))!)).body();
    await phone.close();

    // The test's clock: the booking moves into a slot of today running now (the counter checks in today's).
    const today = chinaDay(0);
    const calendarId = `hd01-${today.replaceAll('-', '')}`;
    const name = `${chinaClock(-10)}-${chinaClock(60)}`;
    const timeId = `${calendarId}-hd01-dy-test`;
    await db.insertInto('appointment_calendars').values({ calendar_id: calendarId, area_id: 'hd01', calendar: today, time_class: '1', holiday: false }).onConflict((oc) => oc.columns(['area_id', 'calendar']).doUpdateSet({ holiday: false })).execute();
    await db.insertInto('appointment_slots').values({ time_id: timeId, calendar_id: calendarId, process_id: 'hd01-dy', time_class: '1', time_name: name, starts_at: new Date(`${today}T${name.slice(0, 5)}:00+08:00`), max_num: 5, count_num: 1 }).execute();
    await db.updateTable('appointment_slots').set((eb) => ({ count_num: eb('count_num', '-', 1) })).where('time_id', '=', order.time_id).execute();
    await db.updateTable('appointment_orders').set({ time_id: timeId, calendar: today }).where('id', '=', order.id).execute();

    // The counter clerk scans the slip with the counter's camera.
    const clerk = await staffSignedIn(browser, server.url, 'demo-acceptance');
    await cameraShowing(clerk.context, png);
    await clerk.page.goto('/staff/counter');
    await clerk.page.getByRole('heading', { name: '窗口签到与叫号', level: 1 }).waitFor();
    await clerk.page.getByRole('button', { name: '扫码签到' }).click();
    await expect.poll(() => clerk.page.getByRole('status').textContent(), { timeout: 15_000 }).toBe(`预约 ${serial} 已签到，排队号 1`);
    await expect.poll(() => clerk.page.getByRole('row', { name: new RegExp(serial) }).textContent()).toContain('已签到');
    expect(await db.selectFrom('appointment_orders').select(['queue_no', 'arrived_by']).where('id', '=', order.id).executeTakeFirst()).toEqual({ queue_no: 1, arrived_by: '受理人员（演示）' });
    expect(await db.selectFrom('staff_audit_log').select('action').where('target', '=', order.id).execute()).toEqual([{ action: 'counter.checkIn' }]);
    // The same slip typed again is refused, saying when and by whom it was checked in.
    await clerk.page.getByLabel('预约号或扫码内容').fill(serial);
    await clerk.page.getByRole('button', { name: /^签\s*到$/ }).click();
    await expect.poll(() => clerk.page.getByRole('alert').textContent()).toContain('不能重复签到');
    await clerk.context.close();

    // Another citizen's booking on a later day; the scheduler closes that day as a holiday.
    const openid = `hol-${crypto.randomBytes(5).toString('hex')}`;
    const citizen = await new TestClient(server.url).signIn(openid);
    await db.updateTable('users').set({ name: '节假日测试', cardnum: '130402199001011234', phone: '13912345678', real_name_auth: true }).where('openid', '=', openid).execute();
    const day = (await citizen.post<{ data: { resDay: string }[] }>('/callnum/makeanapp/resdate', { comID: 'hd02', groupId: 'hd02-dy' })).body.data[4]!.resDay;
    const booked = (await citizen.post<{ data: { id: string; serial: string } }>('/callnum/order/add', { queueid: 'hd02-dy', resDay: day, resTime: '09:00-10:00', remark: '' })).body.data;

    const scheduler = await staffSignedIn(browser, server.url, 'demo-scheduler', { landing: '**/staff/schedule' });
    const page = scheduler.page;
    await page.getByRole('tab', { name: '节假日与调休' }).click();
    await page.getByRole('button', { name: /^添\s*加$/ }).click();
    const rows = await page.getByLabel(/^起始日期 \d+$/).count();
    await page.getByLabel(`起始日期 ${rows}`).fill(day);
    await page.getByLabel(`节日 ${rows}`).fill('临时闭厅');
    await page.getByLabel('发布说明').fill('临时闭厅一天');
    await page.getByRole('button', { name: '检查并发布' }).click();
    const dialog = page.getByRole('dialog', { name: '以下预约将失去号源，请选择处理方式' });
    await dialog.getByRole('row', { name: new RegExp(booked.serial) }).waitFor();
    expect(await dialog.textContent()).toContain('该日休息');
    await dialog.getByRole('button', { name: '按所选处理并发布' }).click();
    await expect.poll(() => page.getByRole('status').textContent(), { timeout: 15_000 }).toMatch(/已发布第 \d+ 版：改约 1 个预约，取消 0 个预约/);
    const moved = await db.selectFrom('appointment_orders').select(['calendar', 'status']).where('id', '=', booked.id).executeTakeFirstOrThrow();
    expect(moved.status).toBe('booked');
    expect(moved.calendar).not.toBe(day);
    expect((await db.selectFrom('outbox_events').select('kind').where('openid', '=', openid).execute()).map((event) => event.kind)).toContain('booking.moved');
    await scheduler.context.close();
  }, 120_000);
});
