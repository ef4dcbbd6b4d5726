import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { openAs } from '../support/browserSignIn';
import { launchChromium, phoneContext } from '../support/phoneBrowser';
import { startTestServer } from '../support/startTestServer';

// A server of this file's own: the test moves the reminder pass's clock (never done in production).
let server: Awaited<ReturnType<typeof startTestServer>>;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the message centre (issue 21)', () => {
  it('shows a booking\'s text, then its reminder the day before, and lists both newest first, each leading to the slip', async () => {
    const context = await phoneContext(browser, server.url);
    try {
      const page = await context.newPage();
      await openAs(page, server.url, 'demo-verified', '/my');
      // The booking, as the booking page sends it (the booking screens have their own tests).
      const order = await page.evaluate(async () => {
        const json = async (path: string, init?: RequestInit) => {
          const body = (await (await fetch(path, init)).json()) as { data: unknown; msg?: string };
          if (!body.data) throw new Error(`${path}: ${body.msg ?? ''}`);
          return body.data;
        };
        const processes = (await json('/online/public/appointment/processes/hd01', { method: 'POST' })) as { processId: string }[];
        const days = (await json('/online/public/appointment/calendars/hd01')) as { calendarId: string; timeClass: string }[];
        const day = days[1]!;
        const slots = (await json(`/online/public/appointment/counts/${day.calendarId}/${day.timeClass}/${processes[0]!.processId}`)) as { timeId: string }[];
        return (await json('/online/public/appointment/addByWlsh_wx/', { method: 'POST', body: new URLSearchParams({ reqseq: crypto.randomUUID(), time: slots[0]!.timeId }) })) as { id: string; serial: string; calendar: string };
      });
      expect(order.serial).toMatch(/^\d{16}$/);

      const inbox = await context.newPage();
      await inbox.goto(`${server.url}/wechat/emulator/sms?phone=13812345678`);
      await expect.poll(async () => (await inbox.reload(), inbox.locator('.sms-text', { hasText: `预约号${order.serial}` }).count()), { timeout: 15_000 }).toBe(1);

      // The clock moved to 18:00 China time the day before the booking.
      await server.reminders.runOnce(new Date(Date.parse(`${order.calendar}T18:00:00+08:00`) - 86_400_000));
      await expect.poll(async () => (await inbox.reload(), inbox.locator('.sms-text', { hasText: '温馨提示' }).count()), { timeout: 15_000 }).toBe(1);

      await page.goto(`${server.url}/my`);
      await page.getByText('消息中心').click();
      await page.waitForURL(/\/my\/messages$/);
      const rows = page.locator('.messages-list .adm-list-item');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.locator('.adm-list-item-content-main').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent))).toEqual(['预约提醒', '预约成功']);
      const texts = (await rows.allTextContents()).join('');
      expect(texts).toContain(`预约号${order.serial}`);
      expect(texts).not.toMatch(/13812345678|130402198503151231/);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 740 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      expect((await seriousAxeFindings(page)).map((finding) => finding.id)).toEqual([]);
      await rows.first().click();
      await page.waitForURL(new RegExp(`/yuyueDetailnosh\\?orderid=${order.id}$`));
    } finally {
      await context.close();
    }
  });
});
