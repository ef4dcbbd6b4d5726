import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs } from '../support/browserSignIn';
import { browserOnSchemasCopy } from '../support/browserOnSchemasCopy';
import { phoneContext } from '../support/phoneBrowser';

/**
 * A registration centre added by configuration alone: a copy of schemas/ gets one more centre
 * with two businesses no other centre serves, their own slot template (half past eight and ten,
 * three places each), and a home tile and a banner that lead to it. A server reading that copy
 * (SCHEMAS_DIR) shows them, and a citizen books it — no TypeScript knows this centre.
 */

const CENTRE = {
  id: 'cfg01',
  name: '邯郸市丛台区便民登记点（配置新增）',
  xzqdm: '130403',
  address: '邯郸市丛台区中华北大街99号',
  worktime: '周一至周五 8:30-11:30',
  phone: '0310-7654321',
  position: { lat: 36.64, lng: 114.49 },
  businesses: ['zyzy', 'gzcy'],
};
const BUSINESSES = [
  { id: 'zyzy', name: '赠与转移登记', djlx: '200', slots: 'morning', capacity: 3 },
  { id: 'gzcy', name: '公证材料查验', djlx: '', slots: 'morning', capacity: 3 },
];

const fixture = browserOnSchemasCopy('hall-appointment-fixture', (schemas) => {
  schemas.edit('appointments/reference.json', (reference) => {
    (reference.slotTemplates as Record<string, unknown>).morning = { full: ['08:30', '10:00'], eve: ['08:30'] };
    (reference.businesses as unknown[]).push(...BUSINESSES);
    (reference.centres as unknown[]).push(CENTRE);
  });
  schemas.edit('app/menus.json', (menus) => {
    const groups = menus.menus as Array<{ secondmenus: unknown[] }>;
    groups[0]!.secondmenus.unshift({ id: 'cfg-tile', menuname: '便民点预约', imgpath: '/icons/appointment.svg', bz: '丛台区便民登记点', url: '/yuyueFormnosh', menutype: 'view' });
  });
  // The feedback form is fetched as filing forms are: the copy's wording reaches the page.
  schemas.edit('forms/feedback.json', (form) => {
    (form.uiSchema as { content: Record<string, unknown> }).content['ui:placeholder'] = '请写下您对便民登记点的意见（200字以内）';
  });
  schemas.edit('app/app.json', (app) => {
    (app.banners as unknown[]).unshift({ title: '丛台区便民登记点开放预约', image: '/banners/banner-2.svg', url: '/fwwd' });
  });
});

/** Chooses an option of a selector by its text, once its options have loaded. */
async function choose(page: Page, selector: string, label: string | RegExp): Promise<string> {
  const option = page.locator(`${selector} option`, { hasText: label }).first();
  await option.waitFor({ state: 'attached' });
  const value = (await option.getAttribute('value'))!;
  await page.selectOption(selector, value);
  return (await option.textContent()) ?? '';
}

describe('a centre added under schemas/ only', () => {
  it('passes the schema check, is shown on the home page and the service sites with its own businesses and slots, and is booked', async () => {
    const check = (await (await fetch(`${fixture.url}/api/schemas/_check`)).json()) as { data: { problems: unknown[] } };
    expect(check.data.problems).toEqual([]);

    const page: Page = await (await phoneContext(fixture.browser, fixture.url)).newPage();
    await openAs(page, fixture.url, 'demo-verified', '/');
    // The home page's banner and tile come from the copy's app/ files, the banner first.
    await expect.poll(() => page.locator('.home-banner-slide img').first().getAttribute('alt')).toBe('丛台区便民登记点开放预约');
    await page.locator('.home-banner-slide').first().click();
    await page.waitForURL(/\/fwwd$/);
    const card = page.locator('.sites-card', { hasText: CENTRE.name });
    await expect.poll(() => card.textContent()).toContain(CENTRE.address);
    expect(await card.getByRole('link', { name: '拨打电话' }).getAttribute('href')).toBe(`tel:${CENTRE.phone}`);

    await page.goto(`${fixture.url}/`);
    await page.getByText('便民点预约').click();
    await page.waitForURL(/\/yuyueFormnosh$/);
    await choose(page, '#apt-area', CENTRE.name);
    // Only this centre's own businesses are offered.
    const offered = page.locator('#apt-process option:not([value=""])');
    await expect.poll(() => offered.allTextContents()).toEqual(BUSINESSES.map((business) => business.name));
    await choose(page, '#apt-process', '赠与转移登记');
    const days = page.locator('#apt-day option:not([value=""])');
    await days.nth(1).waitFor({ state: 'attached' });
    await page.selectOption('#apt-day', (await days.nth(1).getAttribute('value'))!);
    // The template's times, a slot as long as the queue system's addtime, three places.
    const times = page.locator('#apt-time option:not([value=""])');
    await expect.poll(() => times.allTextContents()).toEqual(['08:30-09:30 (0/3)', '10:00-11:00 (0/3)']);
    await choose(page, '#apt-time', '10:00-11:00');

    await page.getByRole('button', { name: '预约', exact: true }).click();
    const confirm = page.locator('.adm-dialog-body', { hasText: '确定要申请吗?' });
    await confirm.getByRole('button', { name: '确定', exact: true }).click();
    const result = page.locator('.adm-dialog-body', { hasNotText: '确定要申请吗?' }).last();
    await result.waitFor();
    const success = ((await result.locator('.adm-dialog-content').textContent()) ?? '').trim();
    expect(success).toMatch(/^预约成功！您的预约号为\d{16}，预约时间为\d{4}-\d{2}-\d{2} 10:00-11:00，稍后将以短信形式通知您。$/);
    const serial = /预约号为(\d{16})/.exec(success)![1]!;
    await result.getByRole('button', { name: '确定', exact: true }).click();

    // Stored against the new centre's business, and its slip says where to go.
    const detail = await page.request.get(`${fixture.url}/online/public/appointment/apmorder/detail?serial=${serial}`);
    const order = ((await detail.json()) as { data: Record<string, unknown> }).data;
    expect(order).toMatchObject({ serial, status: 'booked', processId: 'cfg01-zyzy', processName: '赠与转移登记', areaName: CENTRE.name, address: CENTRE.address, timeName: '10:00-11:00' });
    await page.goto(`${fixture.url}/yuyuenosh`);
    await page.getByText(`预约号：${serial}`).click();
    await page.waitForURL(/\/yuyueDetailnosh\?orderid=/);
    await expect.poll(() => page.locator('.apt-slip').textContent()).toContain(CENTRE.name);
    expect(await page.locator('.apt-slip').textContent()).toContain('赠与转移登记');

    // The place is taken: the slot now counts one of its three.
    await page.goto(`${fixture.url}/yuyueFormnosh`);
    await choose(page, '#apt-area', CENTRE.name);
    await choose(page, '#apt-process', '赠与转移登记');
    await days.nth(1).waitFor({ state: 'attached' });
    await page.selectOption('#apt-day', (await days.nth(1).getAttribute('value'))!);
    await expect.poll(() => times.allTextContents()).toEqual(['08:30-09:30 (0/3)', '10:00-11:00 (1/3)']);
  }, 300_000);

  it('draws the feedback form of the served copy, not one built into the page', async () => {
    const page: Page = await (await phoneContext(fixture.browser, fixture.url)).newPage();
    await openAs(page, fixture.url, 'demo-verified', '/feedBack');
    await expect.poll(() => page.locator('textarea').getAttribute('placeholder')).toBe('请写下您对便民登记点的意见（200字以内）');
    await page.context().close();
  });
});
