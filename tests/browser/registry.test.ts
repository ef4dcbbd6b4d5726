import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '../support/axe';
import { answerDialog, openAs, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('queries, licences and the floor-plan viewer', () => {
  it('queries a certificate and opens its report in the pdf.js viewer', async () => {
    const page = await phone.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused/.test(message.text())) blocked.push(message.text());
    });
    await openAs(page, baseUrl, 'demo-verified', '/my/certificateQuery');
    await expect.poll(() => page.locator('#zs-name').inputValue()).toBe('张建国');
    expect(await page.locator('#zs-id').isDisabled()).toBe(true);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: '查询', exact: true }).click();
    await expect.poll(() => page.locator('.adm-toast-main').textContent()).toContain('请填写内容');

    await page.locator('#zs-qzh').fill('冀(2019)邯郸市不动产权第0016875号');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(await answerDialog(page)).toBe('查询申请已提交');
    await page.waitForURL(/\/my\/record/);
    const view = page.getByRole('button', { name: '查看' }).first();
    await view.waitFor({ timeout: 20_000 });
    await page.locator('.registry-preview').first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);

    await view.click();
    await page.waitForURL(/\/online\/assets\/pdf\/web\/viewer\.html\?file=/);
    await page.waitForSelector('body[data-rendered]', { timeout: 20_000 });
    expect(await page.getAttribute('body', 'data-rendered')).toBe('1');
    const text = (await page.locator('.page .text').first().textContent()) ?? '';
    expect(text.replace(/\s+/g, '')).toContain('不动产登记信息查询结果');
    expect(text).toContain('张建国');
    const painted = await page.locator('.page canvas').first().evaluate((canvas: HTMLCanvasElement) => {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark++;
      return dark;
    });
    expect(painted).toBeGreaterThan(1000);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(blocked).toEqual([]);
  });

  it('opens a floor plan, a parcel map and the ownership status', async () => {
    const page = await phone.open('demo-verified', '/fhtandzdtQuery');
    await expect.poll(() => page.locator('#fht-name').inputValue()).toBe('张建国');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    expect(await answerDialog(page)).toBe('请输入年份');
    await page.locator('#fht-year').fill('2019');
    await page.locator('#fht-number').fill('0016875');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL(/\/viewzdtfht\?bdcdyid=/);

    const plan = page.locator('img[alt^="分户图"]');
    await plan.waitFor();
    await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: '宗地图' }).click();
    const parcel = page.locator('img[alt^="宗地图"]');
    await parcel.waitFor();
    await expect.poll(() => parcel.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
    expect(await page.locator('img[alt^="分户图"]').count()).toBe(0);

    await page.getByRole('button', { name: '权属状态' }).click();
    const table = page.locator('table.registry-table');
    await table.waitFor();
    expect(await table.textContent()).toContain('冀(2019)邯郸市不动产权第0016875号');
    expect(await table.textContent()).toContain('有效');
    expect(await page.locator('img').count()).toBe(0);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('alerts the registry’s answer when a progress query finds nothing, then shows a found one', async () => {
    const page = await phone.open('demo-verified', '/findaccept');
    const query = page.getByRole('button', { name: '查询', exact: true });
    await page.locator('#progress-lsh').fill('DJ2024X99999');
    await query.click();
    // The server answers 404 with its message; the page alerts it and the button is usable again.
    expect(await answerDialog(page)).toBe('没有查到相关结果，请核对申请编号');
    await expect.poll(() => query.isEnabled()).toBe(true);
    expect(await page.locator('.registry-result').count()).toBe(0);
    // Another applicant's number is refused the same way: it is not the signed-in citizen's.
    await page.locator('#progress-lsh').fill('DJ2024C00077');
    await query.click();
    expect(await answerDialog(page)).toBe('没有查到相关结果，请核对申请编号');
    await page.locator('#progress-lsh').fill('DJ2024B00312');
    await query.click();
    const result = page.locator('.registry-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('抵押权首次登记');
    // Every stage with its time (recorded at the counter: the current one only).
    expect(await result.getByRole('group', { name: '办理环节' }).locator('.adm-step').allTextContents()).toEqual([expect.stringMatching(/^登簿2024-06-10 14:30/)]);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('shows an invalid certificate’s validity in red', async () => {
    const page = await phone.open('demo-verified', '/fhtandzdtQuery');
    await expect.poll(() => page.locator('#fht-name').inputValue()).toBe('张建国');
    await page.locator('#fht-year').fill('2012');
    await page.locator('#fht-number').fill('4511');
    await page.getByRole('button', { name: '查询', exact: true }).click();
    await page.waitForURL(/\/viewzdtfht\?/);
    await page.getByRole('button', { name: '权属状态' }).click();
    const invalid = page.locator('td.registry-invalid');
    await invalid.waitFor();
    expect(await invalid.textContent()).toBe('无效');
    expect(await invalid.evaluate((td) => getComputedStyle(td).color)).toBe('rgb(217, 0, 27)');
  });
});
