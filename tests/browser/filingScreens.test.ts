import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { call, firstMortgage, holder, verifiedCitizen } from '../support/applicationFixtures';
import { setUpPhoneBrowser } from '../support/browserSignIn';
import { testPicture } from '../support/filingBrowser';
import { decide } from '../support/staffReview';
import { workerBaseUrl } from '../support/workerBaseUrl';

/**
 * What a citizen sees on the filing screens (issue 18), at the two phone widths the issue was
 * reproduced at: each test loops over them inside one signed-in page.
 */

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);
const WIDTHS = [320, 390];

async function atWidths(page: Page, check: (width: number) => Promise<void>): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await check(width);
  }
}

const draft = async (client: Parameters<typeof call>[0], prodefid: string, appointment = '0') =>
  String((await call(client, 'getApplyCode', { prodefid, appointment, xzqdm: '130402' })).proinstid);

describe('the filing screens as a new citizen meets them', () => {
  it('sends the fill page of a submitted application to its detail page; shows a rejected one its joined opinion while it is corrected', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const submitted = await firstMortgage(client);
    const rejected = await firstMortgage(client);
    for (const id of [submitted, rejected]) await call(client, 'submitApplyProject', { proinstid: id, appointment: '0' });
    await decide(baseUrl, rejected, 'reject', { sh_xmsl_yj: '请补充抵押合同材料。', sh_qjdc_yj: '权籍调查信息有误。' });
    const page = await phone.open(openid, '/');
    await atWidths(page, async (width) => {
      await page.goto(`${baseUrl}/info/infofilldyqsc?id=${submitted}&djlx=100&qllx=4&appointment=0`);
      await page.waitForURL(/\/applyDetailDyqsc\?/);
      await page.getByRole('heading', { name: /一般抵押权首次登记/ }).waitFor();
      expect(await page.getByRole('button', { name: '删除' }).count(), `${width}px`).toBe(0);
      expect(await page.getByRole('button', { name: '提交' }).count()).toBe(0);

      await page.goto(`${baseUrl}/info/infofilldyqsc?id=${rejected}&djlx=100&qllx=4&appointment=0`);
      await page.locator('[data-section="qlr"]').waitFor();
      const opinion = page.locator('.filing-rejection');
      expect(await opinion.locator('.rejection-label').textContent()).toBe('驳回意见：');
      expect(await opinion.locator('.rejection-text').textContent(), `${width}px`).toBe('请补充抵押合同材料；权籍调查信息有误。');
    });
  });

  it('shows a call that does not answer as failed with 重试 instead of loading for ever, and 重试 brings the list', async () => {
    const { openid } = await verifiedCitizen(baseUrl);
    const page = await phone.open(openid, '/');
    await page.clock.install();
    await atWidths(page, async () => {
      let hang = true;
      await page.route('**/online/wx/apilist/getApplyList**', (route) => (hang ? undefined : route.continue()));
      const asked = page.waitForRequest('**/online/wx/apilist/getApplyList**');
      await page.goto(`${baseUrl}/prodoing?tab=0`);
      await asked;
      await page.clock.fastForward(21_000);
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor();
      await page.getByRole('heading', { name: '请求超时，请检查网络后重试' }).waitFor();
      hang = false;
      await retry.click();
      await page.getByText('暂无任何相关结果！').waitFor();
      await page.unrouteAll();
    });
  });

  it('shows one 抵押权人 section on a mortgage detail page, and only the pictures of an appointment-mode application', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const transfer = await draft(client, '1003');
    const booked = await draft(client, '1001', '1');
    const page = await phone.open(openid, '/');
    await atWidths(page, async () => {
      await page.goto(`${baseUrl}/applyDetailDyqzy?id=${transfer}&djlx=100&qllx=23&appointment=0`);
      await page.getByRole('heading', { name: '不动产单元信息' }).waitFor();
      expect(await page.getByRole('heading', { name: '抵押权人', exact: true }).count()).toBe(1);

      await page.goto(`${baseUrl}/applyDetailDyqsc?id=${booked}&djlx=100&qllx=4&appointment=1`);
      await page.getByRole('heading', { name: '申请材料' }).waitFor();
      expect(await page.locator('.applications-section-title').allTextContents()).toEqual(['申请材料']);
    });
  });

  it('keeps a phone number on one line in the detail table', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await firstMortgage(client);
    const page = await phone.open(openid, `/applyDetailDyqsc?id=${id}&djlx=100&qllx=4&appointment=0`);
    await atWidths(page, async (width) => {
      const cell = page.locator('section[data-section="party"] td[data-column="sqr_tel"]').first();
      await cell.waitFor();
      expect(await cell.textContent()).toBe(holder.sqr_tel);
      // One line box: the text's height is one line's, however narrow the screen.
      const lines = await cell.evaluate((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${width}px`).toBe(1);
    });
  });

  it('shows the business-type pictures on /sel and leads from home tiles to every filing and appointment screen', async () => {
    const { openid } = await verifiedCitizen(baseUrl);
    const page = await phone.open(openid, '/sel?xzqdm=130402');
    await atWidths(page, async (width) => {
      const pictures = page.locator('.filing-type img');
      await expect.poll(() => pictures.count()).toBe(4);
      await expect
        .poll(() => pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length), { message: `${width}px` })
        .toBe(4);
    });
    await page.goto(`${baseUrl}/`);
    await page.locator('.menu-tile').first().waitFor();
    const targets = await page.locator('a.menu-tile').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search));
    // One 预约办事 tile (decision 0065): 我的预约 offers every way to book.
    expect(targets.filter((path) => ['/seladd?appointment=1', '/yuyue', '/yuyuenosh', '/appointment', '/queue'].includes(path))).toEqual([]);
    await page.locator('.menu-tile', { hasText: '预约办事' }).click();
    await page.waitForURL(/\/myAppointments$/);
    await page.locator('a.apt-variant').first().waitFor();
    const offered = await page.locator('a.apt-variant').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname + new URL((link as HTMLAnchorElement).href).search));
    expect(offered).toEqual(['/yuyuenosh', '/yuyue', '/appointment', '/queue', '/seladd?appointment=1']);
    await page.getByRole('link', { name: /预约申请/ }).click();
    await page.waitForURL(/\/seladd\?appointment=1/);
  });

  it('reuses the untouched draft on every tap of 我要申请, and lights 办事大厅, not 首页, on the notice and detail pages', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const page = await phone.open(openid, '/apply?id=1001&xzqdm=130402&appointment=0&djlx=100&qllx=4');
    const ids: string[] = [];
    await atWidths(page, async () => {
      await page.goto(`${baseUrl}/apply?id=1001&xzqdm=130402&appointment=0&djlx=100&qllx=4`);
      expect(await page.locator('.bottom-nav [aria-current="page"]').textContent()).toBe('办事大厅');
      await page.getByRole('button', { name: '我要申请' }).click();
      await page.waitForURL(/\/info\/infofilldyqsc\?/);
      ids.push(new URL(page.url()).searchParams.get('id') ?? '');
    });
    expect(ids[0]).not.toBe('');
    expect(ids[1]).toBe(ids[0]);
    expect(Number((await call(client, 'getApplyList', { tab: 0 })).total)).toBe(1);
    await page.goto(`${baseUrl}/applyDetailDyqsc?id=${ids[0]}&djlx=100&qllx=4&appointment=0`);
    await page.getByRole('heading', { name: '申请材料' }).waitFor();
    expect(await page.locator('.bottom-nav [aria-current="page"]').count()).toBe(0);
  });

  it('says 保存成功 when the cancellation form is saved, and that one pick takes nine pictures', async () => {
    const { openid, client } = await verifiedCitizen(baseUrl);
    const id = await draft(client, '4001');
    const page = await phone.open(openid, `/info/infofillzxdj?id=${id}&djlx=400&qllx=23&appointment=0`);
    await atWidths(page, async (width) => {
      const field = page.locator('#f_zxdj_BDCZMH');
      await field.fill(`冀(2022)邯郸市不动产证明第000${width}号`);
      await field.blur();
      await page.getByRole('button', { name: '保存', exact: true }).click();
      await page.getByText('保存成功', { exact: true }).waitFor();
      await page.getByText('保存成功', { exact: true }).waitFor({ state: 'hidden' });
    });
    const stored = (await call(client, 'getApply', { slsqId: id })).qlxxInfo as Record<string, Record<string, unknown>>;
    expect(stored.ZXDJ?.BDCZMH).toBe('冀(2022)邯郸市不动产证明第000390号');

    await page.goto(`${baseUrl}/upload?slsqId=${id}&djlx=400&qllx=23&appointment=0`);
    const card = page.locator('.filing-upload [data-group]').first();
    await card.waitFor();
    await card.getByRole('button', { name: /添加图片/ }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByText('从相册选择', { exact: true }).click();
    const png = await testPicture();
    await (await chooser).setFiles(Array.from({ length: 10 }, (_, n) => ({ name: `page-${n}.png`, mimeType: 'image/png', buffer: png })));
    const note = page.getByRole('status').filter({ hasText: '每次最多选择9张图片' });
    await note.waitFor();
    await expect.poll(() => card.locator('.filing-thumb').count(), { timeout: 60_000 }).toBe(9);
    await atWidths(page, async () => {
      expect(await note.textContent()).toBe('每次最多选择9张图片，已上传前9张，其余请再次添加');
    });
  });

  it('draws a box around the queue 备注 field', async () => {
    const { openid } = await verifiedCitizen(baseUrl);
    const page = await phone.open(openid, '/queue');
    await atWidths(page, async () => {
      const remark = page.locator('#queue-remark');
      await remark.waitFor();
      const border = await remark.evaluate((input) => getComputedStyle(input).borderTopWidth);
      expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
    });
  });
});
