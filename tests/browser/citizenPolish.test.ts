import { describe, expect, it } from 'vitest';
import { answerDialog, openAs, setUpPhoneBrowser } from '../support/browserSignIn';
import { workerBaseUrl } from '../support/workerBaseUrl';

const baseUrl = workerBaseUrl();
const phone = setUpPhoneBrowser(baseUrl);

describe('what a citizen trips on', () => {
  it('ends PDFview without a file in a message and a way back', async () => {
    const page = await phone.open('demo-verified', '/PDFview');
    await page.getByRole('heading', { name: '未指定要查看的文件' }).waitFor();
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/PDFview'));
  });

  it('ends viewzdtfht without ids, and with unknown ids, in a message and a way back to the query', async () => {
    const page = await phone.open('demo-verified', '/viewzdtfht');
    expect(await answerDialog(page)).toBe('bdcdyid为空');
    await page.getByRole('heading', { name: '未指定要查看的不动产单元' }).waitFor();

    await page.goto(`${baseUrl}/viewzdtfht?bdcdyid=NOSUCHUNIT&zdbdcdyid=NOSUCHPARCEL&zsid=ZS0`);
    await page.getByRole('heading', { name: '未找到证书信息' }).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: '返回查询' }).click();
    await page.waitForURL(/\/fhtandzdtQuery/);
  });

  it('leads a stale sign-in page reached with Back into the app, not to an error', async () => {
    const page = await phone.open('demo-verified', '/my');
    await page.getByText('张建国').first().waitFor();
    // Back to the consent page, and the person picks again: the code comes back with a used-up state.
    await page.goBack();
    await page.waitForURL(/\/wechat\/emulator\/authorize\?/);
    const consent = new URL(page.url());
    consent.searchParams.set('openid', 'demo-verified');
    await page.goto(consent.toString());
    await page.waitForURL((url) => !url.pathname.startsWith('/wechat/') && !url.pathname.startsWith('/waiting'), { timeout: 20_000 });
    await page.locator('.menu-group, .mine-avatar').first().waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/初始化失败|state 校验失败/);
  });

  it('shows a real default avatar and the expand arrow on /my; a missing file is a 404', async () => {
    const page = await phone.open('demo-verified', '/my');
    const avatar = page.locator('img.mine-avatar');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const answer = await page.request.get(`${baseUrl}/icons/no-such-icon.svg`);
    expect(answer.status()).toBe(404);
    await page.getByText('我的业务').click();
    expect(await page.locator('.adm-list').innerText()).not.toMatch(/\bdown\b/);
  });

  for (const width of [320, 412])
    it(`keeps every list row inside a ${width}px screen`, async () => {
      const page = await phone.newPage();
      await page.setViewportSize({ width, height: 740 });
      await openAs(page, baseUrl, 'demo-verified', '/feedBackList');
      const long = '这是一条很长的意见反馈内容，用来检查列表行在窄屏上是否会超出屏幕宽度。';
      const sent = await page.request.post(`${baseUrl}/online/wx/apilist/addSugge`, { data: { content: long, reqseq: `wide-${width}-${Date.now()}` } });
      expect(sent.status()).toBe(200);
      for (const path of ['/feedBackList', '/my']) {
        await page.goto(`${baseUrl}${path}`);
        await page.locator('.adm-list-item').first().waitFor();
        const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, ...[...document.querySelectorAll('.adm-list-item, .adm-list-item-content-main, .adm-list-item-content-arrow')].map((row) => row.getBoundingClientRect().right)));
        expect(widest, path).toBeLessThanOrEqual(width);
      }
    });
});
